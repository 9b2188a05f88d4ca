import Foundation
import Testing

/// Issue 10, item 1: `rsync -a Site/ host:` publishes every file of the site folder, dotfiles included, and
/// nginx, Apache and `python3 -m http.server` serve them. No published file may name a receipt or history
/// token but that token's own page, and no folder of private pages may be listable.
@Suite struct SitePrivacyTests {
    /// Every token in the book (receipts and histories, published or not), grouped by customer: each
    /// customer's history token with the receipt tokens of their orders. Read with Python's sqlite3.
    static func tokensByCustomer(_ scenario: OrderBookScenario) throws -> [Set<String>] {
        let script = """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1])
            for h, r in c.execute("SELECT c.history_token, group_concat(o.receipt_token, ' ') FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.id"):
                print(h, r)
            """
        let result = try RunningChild(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, scenario.runner.db],
                                      in: BistroRunner.packageRoot).wait()
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map { Set($0.split(separator: " ").map(String.init)) }
    }

    /// Every file under Site/, dotfiles included: a token appears only on a private page of the customer it
    /// belongs to (a receipt links to its customer's history, a history to that customer's receipts).
    @Test func noPublishedFileNamesATokenButItsCustomersPages() throws {
        let scenario = try OrderBookScenario()
        #expect(try scenario.build().status == 0)
        let customers = try Self.tokensByCustomer(scenario)
        #expect(customers.count == 5)
        #expect(customers.map(\.count).reduce(0, +) == 5 + 8)
        let files = BistroRunner.snapshot(URL(fileURLWithPath: scenario.site))
        #expect(files.keys.contains(".bistro-manifest"))
        var pagesWithTokens: Set<String> = []
        for (path, bytes) in files {
            let text = String(decoding: bytes, as: UTF8.self)
            let pageToken = path.firstMatch(of: /^(?:receipts|orders)\/([0-9a-f]{32})\/index\.html$/).map { String($0.1) }
            for tokens in customers {
                for token in tokens where path.contains(token) || text.contains(token) {
                    #expect(pageToken.map(tokens.contains) == true, "\(path) names \(token)")
                    pagesWithTokens.insert(path)
                }
            }
        }
        // Every receipt and every history is published (the scenario's window holds them all), and nothing else
        // names a token.
        #expect(pagesWithTokens.count == 5 + 8)
    }

    /// Bistro's own bookkeeping in the folder (the manifest, the marker of an unfinished build) is readable by
    /// its owner only, so a web server running as another user cannot serve it; it names no private page.
    @Test func theManifestIsPrivateAndNamesNoPrivatePage() throws {
        let scenario = try OrderBookScenario()
        #expect(try scenario.build().status == 0)
        let manifest = scenario.site + "/.bistro-manifest"
        let mode = try FileManager.default.attributesOfItem(atPath: manifest)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(!scenario.page(".bistro-manifest").contains("receipts/"))
        #expect(!scenario.page(".bistro-manifest").contains("orders/"))

        // A manifest an older Bistro left world-readable becomes private at the next build that keeps it.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: manifest)
        scenario.runner.drop("late.json", orderJSON(id: "late", email: "late@example.com"))
        #expect(try scenario.process(now: "2026-11-22T16:00:00-05:00").status == 0)
        #expect(try scenario.build().status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: manifest)[.posixPermissions] as? Int == 0o600)
    }

    /// `python3 -m http.server` (and Apache, by default) lists a folder that has no index.html: receipts/ and
    /// orders/ each have one, which says nothing, as long as the site publishes from the book.
    @Test func privateFoldersCannotBeListed() throws {
        let scenario = try OrderBookScenario()
        #expect(try scenario.build().status == 0)
        for folder in ["receipts", "orders"] {
            let index = scenario.page(folder + "/index.html")
            #expect(index.contains("There is nothing to see here."))
            #expect(index.contains("<meta name=\"robots\" content=\"noindex\">"))
            #expect(!index.contains(/[0-9a-f]{32}/))
        }
        let forget = try scenario.runner.run(["build", "--content", OrderBookRunner.content, "--templates",
                                              BistroRunner.packageRoot.appendingPathComponent("Templates").path,
                                              "--output", scenario.site, "--no-db"], storeOptions: false)
        #expect(forget.status == 0, "\(forget.stderr)")
        for folder in ["receipts", "orders"] { #expect(!FileManager.default.fileExists(atPath: scenario.site + "/" + folder)) }
    }
}
