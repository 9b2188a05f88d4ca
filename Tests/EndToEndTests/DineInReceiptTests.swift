import Foundation
import Testing

/// Issue 27: a dine-in order through the real `bistro process`, `bistro build --db` and `bistro status`: its
/// receipt names the table and offers no check-in, the kitchen's queue shows it, and staff mark it served.
@Suite struct DineInReceiptTests {
    @Test func aDineInOrderIsServedAtItsTable() throws {
        let bistro = try OrderBookRunner()
        bistro.drop(
            "t3.json",
            #"{"orderId": "t3", "customer": {"name": "Ada", "email": "ada@example.com"}, "#
                + #""items": [{"sku": "RC-BURG-01", "quantity": 1}], "fulfilment": "dine-in", "table": "T3"}"#)
        #expect(try bistro.run(["process", "--quiet"]).status == 0)
        let queue = try bistro.run(["orders", "--queue"]).stdout
        #expect(queue.contains("table T3"), "\(queue)")
        let site = bistro.root + "/Site"
        let build = try bistro.run(
            ["build", "--content", bistro.content, "--output", site, "--db", bistro.db, "--now", bistro.now],
            storeOptions: false)
        #expect(build.status == 0, "\(build.stderr)")
        let receipt = try #require(try bistro.json(["receipt", "t3", "--format", "json"]) as? [String: Any])
        let token = try #require(receipt["receiptToken"] as? String)
        let page = try String(contentsOfFile: site + "/receipts/\(token)/index.html", encoding: .utf8)
        #expect(page.contains("<dt>Table</dt><dd>T3 (dine-in: we bring it to your table)</dd>"))
        #expect(!page.contains("<dt>Pickup</dt>") && !page.contains("im-here"))
        #expect(try bistro.run(["status", "t3", "served"]).stdout.contains("preparing → picked up"))
        #expect(try bistro.run(["receipt", "t3"]).stdout.contains("Dine-in:  table T3"))
    }
}
