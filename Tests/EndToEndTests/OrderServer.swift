import Foundation

/// `bistro serve` taking orders: a temporary folder with a spool, an order book and the demo site built
/// from it, served on a free loopback port with `--now` fixed. Stop it in a `defer`.
final class OrderServer: @unchecked Sendable {
    static let now = "2026-11-22T17:00:00-05:00"
    let runner: OrderBookRunner
    let server: ServerProcess
    let port: Int
    var site: String { runner.root + "/Site" }

    /// `runner`: another book and content (a `MailRig`'s); `environment` for the server.
    init(
        extra: [String] = ["--rate-limit", "0"], runner given: OrderBookRunner? = nil,
        environment: [String: String] = [:], now: String = OrderServer.now
    ) throws {
        runner = try given ?? OrderBookRunner()
        let templates = BistroRunner.packageRoot.appendingPathComponent("Templates").path
        server = try ServerProcess(
            [
                "serve", "--output", runner.root + "/Site", "--content", runner.content, "--templates", templates,
                "--spool", runner.spool, "--db", runner.db, "--listen", "127.0.0.1:0", "--now", now,
            ] + extra,
            in: URL(fileURLWithPath: runner.root), environment: environment)
        guard let port = server.waitForOutput(#"http://127\.0\.0\.1:(\d+)/"#, within: 120).flatMap({ Int($0) }) else {
            server.stop()
            throw ProbeError("bistro serve did not start: \(server.stderr)")
        }
        self.port = port
    }

    func post(
        _ body: String, to path: String = "/api/orders", headers: [String: String] = [:],
        contentType: String? = "application/json"
    ) throws -> HTTPExchange {
        try HTTPExchange.send(port: port, path: path, headers: headers, body: body, contentType: contentType)
    }

    func get(_ path: String) throws -> HTTPExchange {
        try HTTPExchange.send(port: port, method: "GET", path: path, contentType: nil)
    }

    /// The orders in the book, from `bistro orders --json`.
    func orders() throws -> [[String: Any]] {
        let result = try runner.run(["orders", "--json"])
        return (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]) ?? []
    }

    static func order(
        _ id: String, email: String = "ada@example.com", items: String = #"[{"sku": "RC-BURG-01", "quantity": 1}]"#,
        extra: String = ""
    ) -> String {
        #"{"orderId": "\#(id)", "customer": {"name": "Ada Lovelace", "email": "\#(email)"}, "items": \#(items)\#(extra)}"#
    }
}
