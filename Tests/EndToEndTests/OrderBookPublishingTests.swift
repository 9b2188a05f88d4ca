import Foundation
import Testing

/// `bistro build --db` publishes from the order book's change journal: only what changed since the last
/// build is rendered, pages leave the site `orderPages.keepDays` after their order, and no file outside
/// the private pages names a token.
@Suite struct OrderBookPublishingTests {
    private func build(_ scenario: OrderBookScenario, now: String, _ extra: [String] = []) throws -> BistroRunner.Result
    {
        try scenario.runner.run(
            [
                "build", "--content", OrderBookRunner.content, "--templates",
                BistroRunner.packageRoot.appendingPathComponent("Templates").path, "--output", scenario.site,
                "--db", scenario.runner.db, "--now", now, "--verbose",
            ] + extra, storeOptions: false)
    }

    /// "N written" of a verbose build.
    private func written(_ result: BistroRunner.Result) -> Int? {
        (result.stdout.firstMatch(of: /(\d+) written/)?.1).flatMap { Int($0) }
    }

    /// The history page of the customer of an order, as their "received" mail links it.
    private func historyPath(_ scenario: OrderBookScenario, _ orderID: String) throws -> String {
        let email = try #require(OrderBookScenario.planned.first { $0.orderID == orderID }).email
        return try scenario.runner.historyPath(mailedTo: email)
    }

    @Test func tokensAppearOnlyOnPrivatePages() throws {
        let scenario = try OrderBookScenario()
        #expect(try scenario.build().status == 0)
        let files = BistroRunner.snapshot(URL(fileURLWithPath: scenario.site))
        let tokens =
            try ["a2", "b1", "c1"].map { try scenario.receiptToken($0) }
            + [try historyPath(scenario, "b1")]
            .map { String($0.dropFirst("orders/".count).dropLast()) }
        #expect(files.keys.contains("receipts/\(tokens[0])/index.html"))
        for (path, bytes) in files where !path.hasPrefix("receipts/") && !path.hasPrefix("orders/") {
            let text = String(decoding: bytes, as: UTF8.self)
            for token in tokens { #expect(!text.contains(token), "\(path) names \(token)") }
        }
        // Nor can the folders be walked from the manifest: it lists no private page.
        #expect(!scenario.page(".bistro-manifest").contains("receipts/"))
        #expect(!scenario.page(".bistro-manifest").contains("orders/"))
    }

    @Test func aStatusChangeRewritesOnlyItsReceiptAndHistory() throws {
        let scenario = try OrderBookScenario()
        let now = OrderBookScenario.buildNow
        #expect(try build(scenario, now: now).status == 0)
        let quiet = try build(scenario, now: now)
        #expect(written(quiet) == 0, "\(quiet.stdout)")
        let history = try historyPath(scenario, "b1")
        let historyBefore = scenario.page(history + "index.html")

        let number = try scenario.orderNumber("b1")
        let change = try scenario.runner.run(["status", number, "ready", "--now", "2026-11-22T16:00:00-05:00"])
        #expect(change.status == 0, "\(change.stderr)")
        let after = try build(scenario, now: now)
        #expect(after.status == 0)
        #expect(written(after) == 2, "\(after.stdout)")
        #expect(scenario.page("receipts/\(try scenario.receiptToken("b1"))/index.html").contains("Ready for pickup"))
        #expect(scenario.page(history + "index.html") != historyBefore)
        #expect(written(try build(scenario, now: now)) == 0)
    }

    @Test func pagesLeaveTheSiteAfterKeepDays() throws {
        let scenario = try OrderBookScenario()
        #expect(try build(scenario, now: OrderBookScenario.buildNow).status == 0)
        let a1 = "receipts/\(try scenario.receiptToken("a1"))/index.html"
        let a2 = "receipts/\(try scenario.receiptToken("a2"))/index.html"
        let adaHistory = try historyPath(scenario, "a2") + "index.html"
        let bobHistory = try historyPath(scenario, "b1") + "index.html"
        let a1Number = try scenario.orderNumber("a1")
        #expect(!scenario.page(a1).isEmpty)
        #expect(scenario.page(adaHistory).contains(a1Number))

        // a1 was placed on 2026-10-01: with the default 90 days it is published through 2026-12-30.
        #expect(try build(scenario, now: "2026-12-30T12:00:00-05:00").status == 0)
        #expect(!scenario.page(a1).isEmpty)
        let moved = try build(scenario, now: "2026-12-31T12:00:00-05:00")
        #expect(moved.status == 0)
        #expect(scenario.page(a1).isEmpty)
        #expect(!scenario.page(a2).isEmpty)
        #expect(!scenario.page(adaHistory).contains(a1Number))
        #expect(scenario.page(adaHistory).contains(try scenario.orderNumber("a2")))
        // The order itself stays in the book.
        #expect(try scenario.runner.run(["receipt", "a1"]).stdout.contains(a1Number))

        // Past every order's window no receipt or history is left, and the folders hold no token (only the
        // pages that keep them from being listed).
        #expect(try build(scenario, now: "2027-06-01T12:00:00-05:00").status == 0)
        #expect(scenario.page(a2).isEmpty)
        #expect(scenario.page(bobHistory).isEmpty)
        let left = BistroRunner.snapshot(URL(fileURLWithPath: scenario.site)).keys.filter {
            $0.hasPrefix("receipts/") || $0.hasPrefix("orders/")
        }
        #expect(left.sorted() == ["orders/index.html", "receipts/index.html"])
    }

    /// A build that finds the book or the clock where the last one left them publishes everything again the
    /// same way: a full build from scratch gives the same files as the incremental ones.
    @Test func incrementalBuildsEqualAFullBuild() throws {
        let scenario = try OrderBookScenario()
        let now = OrderBookScenario.buildNow
        #expect(try build(scenario, now: now).status == 0)
        scenario.runner.drop("e1.json", orderJSON(id: "e1", email: "erin@example.com", name: "Erin", sku: "RC-VEG-01"))
        #expect(try scenario.process(now: "2026-11-22T13:00:00-05:00").status == 0)
        #expect(
            try scenario.runner.run([
                "status", try scenario.orderNumber("c1"), "cancelled", "--now", "2026-11-22T14:00:00-05:00",
            ]).status == 0)
        #expect(try build(scenario, now: now).status == 0)
        #expect(try build(scenario, now: "2026-12-31T12:00:00-05:00").status == 0)
        let incremental = BistroRunner.snapshot(URL(fileURLWithPath: scenario.site)).filter {
            $0.key != ".bistro-manifest"
        }
        try FileManager.default.removeItem(atPath: scenario.site)
        #expect(try build(scenario, now: "2026-12-31T12:00:00-05:00").status == 0)
        let full = BistroRunner.snapshot(URL(fileURLWithPath: scenario.site)).filter { $0.key != ".bistro-manifest" }
        #expect(incremental.keys.sorted() == full.keys.sorted())
        for (path, bytes) in full { #expect(incremental[path] == bytes, "\(path) differs") }
    }

    /// A full publish (here: the clock moved back a day) removes every private page the window does not
    /// hold, however many there are (it reads the folders a chunk at a time and asks the book which tokens
    /// stay), and keeps what is not a token's page.
    @Test func aFullPublishRemovesEveryPageTheWindowDoesNotHold() throws {
        let scenario = try OrderBookScenario()
        #expect(try build(scenario, now: "2026-11-23T17:00:00-05:00").status == 0)
        let pages = Set(BistroRunner.snapshot(URL(fileURLWithPath: scenario.site)).keys)
        for n in 0..<2_500 {
            let folder = scenario.site + (n % 2 == 0 ? "/receipts/" : "/orders/") + String(format: "%032x", n)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data("an earlier book's page".utf8).write(to: URL(fileURLWithPath: folder + "/index.html"))
        }
        let mine = scenario.site + "/receipts/owner-notes"
        try FileManager.default.createDirectory(atPath: mine, withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: URL(fileURLWithPath: mine + "/index.html"))

        let full = try build(scenario, now: OrderBookScenario.buildNow)
        #expect(full.status == 0)
        #expect(full.stdout.contains("2500 removed") || full.stdout.contains("2,500 removed"), "\(full.stdout)")
        let after = Set(BistroRunner.snapshot(URL(fileURLWithPath: scenario.site)).keys)
        #expect(after == pages.union(["receipts/owner-notes/index.html"]))
    }
}
