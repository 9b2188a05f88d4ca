import Foundation
import Testing

/// Issue 24 item 3: `bistro serve` keeps content and templates loaded, and SIGHUP loads them again: the next
/// order is priced by the edited menu and the published menu shows it, without a restart; content with an
/// error is refused and the running menu stays.
@Suite struct ServeReloadTests {
    @Test func sighupReloadsTheMenuForOrdersAndPages() throws {
        let runner = try OrderBookRunner()
        let content = runner.root + "/Content"
        try FileManager.default.copyItem(atPath: OrderBookRunner.content, toPath: content)
        runner.content = content
        let shop = try OrderServer(extra: ["--rate-limit", "0", "--verbose"], runner: runner)
        defer { shop.server.stop() }
        #expect(try Self.price(of: "RC-SOUP-01", in: shop) == "9.50")

        let menu = content + "/menu.json"
        let text = try String(contentsOfFile: menu, encoding: .utf8)
        try text.replacingOccurrences(of: #""price": "9.50""#, with: #""price": "11.25""#)
            .write(toFile: menu, atomically: true, encoding: .utf8)
        #expect(try Self.price(of: "RC-SOUP-01", in: shop) == "9.50", "an edit alone changes nothing")
        kill(shop.server.process.processIdentifier, SIGHUP)
        #expect(shop.server.waitForError("content and templates reloaded", within: 60), "\(shop.server.stderr)")
        #expect(try Self.price(of: "RC-SOUP-01", in: shop) == "11.25", "the published menu has the new price")
        let answer = try shop.post(OrderServer.order("soup-1", items: #"[{"sku": "RC-SOUP-01", "quantity": 2}]"#))
        #expect(answer.status == 201, "\(answer.body)")
        let number = try #require(answer.json["orderNumber"] as? String)
        let receipt = try runner.json(["receipt", number, "--format", "json"]) as? [String: Any]
        #expect(receipt?["subtotal"] as? String == "22.50", "\(receipt ?? [:])")

        // A broken menu is refused: the server goes on with the menu it has.
        try "{ broken".write(toFile: menu, atomically: true, encoding: .utf8)
        kill(shop.server.process.processIdentifier, SIGHUP)
        #expect(shop.server.waitForError("menu.json:1:", within: 60), "\(shop.server.stderr)")
        let next = try shop.post(OrderServer.order("soup-2", items: #"[{"sku": "RC-SOUP-01", "quantity": 1}]"#))
        #expect(next.status == 201, "\(next.body)")
        #expect(shop.server.process.isRunning)
    }

    /// The price of `sku` in the served menu.json.
    static func price(of sku: String, in shop: OrderServer) throws -> String? {
        let page = try shop.get("/menu.json")
        let root = try JSONSerialization.jsonObject(with: Data(page.body.utf8)) as? [String: Any]
        for category in root?["categories"] as? [[String: Any]] ?? [] {
            for item in category["items"] as? [[String: Any]] ?? [] where item["sku"] as? String == sku {
                return item["price"] as? String
            }
        }
        return nil
    }
}
