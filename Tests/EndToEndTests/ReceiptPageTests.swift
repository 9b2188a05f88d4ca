import Foundation
import Testing

/// `bistro receipt --format html` and the receipt page `bistro build --db` publishes are one renderer:
/// `receipt.mustache` in the site's layout, through the site's view of the order.
@Suite struct ReceiptPageTests {
    static let builtInReceipt = BistroRunner.packageRoot
        .appendingPathComponent("Sources/BistroTemplates/Resources/Templates/receipt.mustache")

    /// An owner's `Templates/receipt.mustache` shows in both, and both are the same bytes: the command prints
    /// the page the site publishes at `receipts/TOKEN/`, every customer string escaped, no other token named.
    @Test func theCommandPrintsThePageTheSitePublishesWithTheOwnersTemplate() throws {
        let bistro = try OrderBookRunner()
        let templates = bistro.root + "/Templates"
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        let owners = try String(contentsOf: Self.builtInReceipt, encoding: .utf8).replacingOccurrences(
            of: "<h1>Order {{orderNumber}}</h1>", with: "<h1>Thank you, {{customerName}}: order {{orderNumber}}</h1>")
        #expect(owners.contains("Thank you, {{customerName}}"))
        try owners.write(toFile: templates + "/receipt.mustache", atomically: true, encoding: .utf8)
        bistro.drop(
            "1.json",
            orderJSON(
                id: "web-1", name: "<script>alert(1)</script> & \\\"co\\\"",
                extra: #", "note": "<img src=x onerror=alert(2)>""#))
        bistro.drop("2.json", orderJSON(id: "web-2", email: "grace@example.com", name: "Grace"))
        #expect(try bistro.run(["process", "--quiet"]).status == 0)

        // Templates/ in the working folder is the default, as for bistro build.
        let printed = try bistro.run(["receipt", "web-1", "--format", "html"])
        #expect(printed.status == 0, "\(printed.stderr)")
        let site = bistro.root + "/Site"
        let build = try bistro.run(
            [
                "build", "--content", bistro.content, "--output", site, "--db", bistro.db,
                "--now", bistro.now,
            ], storeOptions: false)
        #expect(build.status == 0, "\(build.stderr)")
        let token = try receiptToken(bistro, "web-1")
        let published = try String(contentsOfFile: site + "/receipts/\(token)/index.html", encoding: .utf8)

        #expect(printed.stdout == published)
        let html = printed.stdout
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(
            html.contains(
                "<h1>Thank you, &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot;: order RC-20261122-0001</h1>"
            ))
        #expect(html.contains("&lt;img src=x onerror=alert(2)&gt;"))
        #expect(PageScan.problems(html) == [])
        // Its own token only (the canonical link and JSON-LD): never the other order's, nor a history's.
        #expect(!html.contains(try receiptToken(bistro, "web-2")))
        #expect(!html.contains("/orders/"))
        #expect(html.contains("/receipts/\(token)/"))

        // --templates names another folder: that one is used, by the command as by the build.
        let plain = bistro.root + "/Plain"
        try FileManager.default.createDirectory(atPath: plain, withIntermediateDirectories: true)
        let viaOption = try bistro.run(["receipt", "web-1", "--format", "html", "--templates", plain]).stdout
        #expect(viaOption.contains("<h1>Order RC-20261122-0001</h1>"))
        #expect(!viaOption.contains("Thank you"))
    }

    /// The page needs the site's content and templates: an error in a template stops it as it stops a build.
    @Test func aBrokenOwnersTemplateFailsTheCommandAsItFailsTheBuild() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        #expect(try bistro.run(["process", "--quiet"]).status == 0)
        try FileManager.default.createDirectory(atPath: bistro.root + "/Templates", withIntermediateDirectories: true)
        try "{{#receipt}}unclosed".write(
            toFile: bistro.root + "/Templates/receipt.mustache", atomically: true,
            encoding: .utf8)
        let printed = try bistro.run(["receipt", "web-1", "--format", "html"])
        #expect(printed.status == 1)
        #expect(printed.stdout.isEmpty)
        #expect(printed.stderr.contains("receipt.mustache"), "\(printed.stderr)")
        // The text receipt does not read templates.
        #expect(try bistro.run(["receipt", "web-1"]).status == 0)
    }

    private func receiptToken(_ bistro: OrderBookRunner, _ orderID: String) throws -> String {
        let receipt = try bistro.json(["receipt", orderID, "--format", "json"]) as? [String: Any]
        return try #require(receipt?["receiptToken"] as? String)
    }
}
