import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `bistro serve` prints one line per order it takes (number, total, pickup), so the owner sees orders
/// arrive; a duplicate or a rejection prints none, and `--quiet` none at all.
@Suite struct ServeOrderLinesTests {
    @Test func eachOrderTakenIsOneLine() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }
        let first = try shop.post(OrderServer.order("line-1"))
        #expect(first.status == 201, "\(first.body)")
        let number = try #require(first.json["orderNumber"] as? String)
        let later = try shop.post(
            OrderServer.order("line-2", extra: #", "pickupAt": "2026-11-22T18:30:00-05:00""#))
        #expect(later.status == 201, "\(later.body)")
        let laterNumber = try #require(later.json["orderNumber"] as? String)
        #expect(try shop.post(OrderServer.order("line-1")).status == 200, "a duplicate")
        #expect(try shop.post(OrderServer.order("line-3", items: "[]")).status == 422, "a rejection")
        let pattern = #"Order \#(laterNumber) taken: (\S+), pickup 2026-11-22 18:30\n"#
        let total = try #require(shop.server.waitForOutput(pattern, within: 30), "\(shop.server.stdout)")
        let orders = try shop.orders()
        let totals = Dictionary(
            uniqueKeysWithValues: orders.compactMap { order -> (String, String)? in
                guard let number = order["orderNumber"] as? String, let total = order["total"] as? String else {
                    return nil
                }
                return (number, total)
            })
        #expect(total == totals[laterNumber].map { "$" + $0 }, "\(orders)")
        #expect(
            shop.server.waitForOutput(#"Order \#(number) taken: \$\S+, pickup as soon as possible\n"#, within: 30)
                != nil)
        #expect(shop.server.stop() == 0)
        let lines = shop.server.stdout.split(separator: "\n").filter { $0.hasPrefix("Order ") }
        #expect(lines.count == 2, "one line per order taken, none for the duplicate or the rejection: \(lines)")
    }

    @Test func quietPrintsNoOrderLines() throws {
        let runner = try OrderBookRunner()
        let (descriptor, port) = try LoopbackSocket.listening()
        Glibc.close(descriptor)
        let templates = BistroRunner.packageRoot.appendingPathComponent("Templates").path
        let server = try ServerProcess(
            [
                "serve", "--quiet", "--output", runner.root + "/Site", "--content", runner.content, "--templates",
                templates, "--spool", runner.spool, "--db", runner.db, "--listen", "127.0.0.1:\(port)", "--now",
                OrderServer.now, "--rate-limit", "0",
            ], in: URL(fileURLWithPath: runner.root))
        defer { server.stop() }
        let deadline = Date().addingTimeInterval(120)
        while !LoopbackSocket.accepts(port: port) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let posted = try HTTPExchange.send(
            port: port, path: "/api/orders", headers: [:], body: OrderServer.order("quiet-1"),
            contentType: "application/json")
        #expect(posted.status == 201, "\(posted.body)")
        // The line would follow the answer at once: give it two seconds to (not) appear.
        #expect(server.waitForOutput("Order ", within: 2) == nil)
        #expect(server.stop() == 0)
        #expect(server.stdout == "")
    }
}
