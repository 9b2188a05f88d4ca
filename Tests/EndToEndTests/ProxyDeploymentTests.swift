import Foundation
import Testing

/// The documented deployments (issue 23's "must show"): `bistro serve --trusted-proxy 127.0.0.1` behind
/// Debian's nginx with `Examples/deploy/nginx.conf` and behind Caddy with `Examples/deploy/Caddyfile`
/// (`ReverseProxy`), each on a loopback port. Through both: an order and its receipt page; the rate limit per
/// client (clients connect from 127.0.0.x addresses of their own, so the proxy appends a different address to
/// `X-Forwarded-For`, and one a client forges is not believed); `//api/orders` and the other spellings of
/// the endpoint refused to a cross-origin `text/plain` post (item 2); a body of exactly 64 KiB taken and one
/// byte more answered 413, never 502 (item 20).
@Suite(.serialized) struct ProxyDeploymentTests {
    static let site = "my-bistro.example"
    static let rateLimit = 3

    /// The demo restaurant with `baseURL` naming the proxies' site, served with the documented options.
    static func bistroServer() throws -> OrderServer {
        let runner = try OrderBookRunner()
        let content = runner.root + "/Content"
        try FileManager.default.copyItem(atPath: OrderBookRunner.content, toPath: content)
        let file = content + "/restaurant.json"
        let restaurant = try String(contentsOfFile: file, encoding: .utf8)
        guard restaurant.contains(#""baseURL": "https://royalcafe.example/""#) else {
            throw ProbeError("the demo's baseURL changed")
        }
        try restaurant.replacingOccurrences(of: "https://royalcafe.example/", with: "https://\(site)/")
            .write(toFile: file, atomically: true, encoding: .utf8)
        runner.content = content
        return try OrderServer(extra: ["--rate-limit", "\(rateLimit)", "--trusted-proxy", "127.0.0.1"], runner: runner)
    }

    /// One request to the proxy for the site, from the loopback address `client`.
    static func send(
        _ proxy: ReverseProxy, _ method: String, _ path: String, from client: String,
        headers: [(String, String)] = [], body: [UInt8] = []
    ) throws -> HTTPExchange {
        try RawHTTP.send(
            port: proxy.port, from: client,
            head: RawHTTP.head(method, path, host: "\(site):\(proxy.port)", headers: headers),
            body: body)
    }

    static let json = [("Content-Type", "application/json"), ("Origin", "https://\(site)")]

    @Test(arguments: [ReverseProxy.Kind.nginx, .caddy])
    func theDocumentedProxyConfigurationWorksInFrontOfTheServer(kind: ReverseProxy.Kind) throws {
        let server = try Self.bistroServer()
        defer { server.server.stop() }
        let proxy = try ReverseProxy(kind, upstream: server.port)
        defer { proxy.stop() }
        let clients = kind == .nginx ? (2...9).map { "127.0.0.\($0)" } : (12...19).map { "127.0.0.\($0)" }

        // An order, and its receipt page, through the proxy.
        let placed = try Self.send(
            proxy, "POST", "/api/orders", from: clients[0], headers: Self.json,
            body: Array(OrderServer.order("\(kind)-1").utf8))
        #expect(placed.status == 201, "\(placed.status) \(placed.body) \(proxy.output)")
        let receipt = try #require(placed.json["receiptURL"] as? String, "\(placed.body)")
        let page = try Self.send(proxy, "GET", receipt, from: clients[0])
        let number = try #require(placed.json["orderNumber"] as? String)
        #expect(page.status == 200 && page.body.contains(number))
        #expect(page.headers["cache-control"] == "no-store")

        // Item 2: a plain HTML form's post from another site, to every spelling of the endpoint.
        for path in [
            "//api/orders", "/./api/orders", "/api//orders", "/api%2Forders", "/API/orders", "/api/orders/",
            "//api/check-ins",
        ] {
            let answer = try Self.send(
                proxy, "POST", path, from: clients[1],
                headers: [("Content-Type", "text/plain"), ("Origin", "https://evil.example")],
                body: Array(OrderServer.order("\(kind)-form").utf8))
            #expect((400...499).contains(answer.status), "\(kind) \(path): \(answer.status) \(answer.body)")
        }
        #expect(try server.orders().count == 1, "only the first order was recorded")

        // The rate limit counts each client by the address the proxy appended.
        let limited = try (0...Self.rateLimit).map { _ in
            try Self.send(
                proxy, "POST", "/api/orders", from: clients[2], headers: [("Content-Type", "text/plain")],
                body: Array("{}".utf8)
            ).status
        }
        #expect(limited == Array(repeating: 415, count: Self.rateLimit) + [429], "\(kind): \(limited)")
        let forged = try Self.send(
            proxy, "POST", "/api/orders", from: clients[2],
            headers: [("Content-Type", "text/plain"), ("X-Forwarded-For", "198.51.100.9")], body: Array("{}".utf8))
        #expect(forged.status == 429, "\(kind): a client's own X-Forwarded-For is not believed")
        let other = try Self.send(
            proxy, "POST", "/api/orders", from: clients[3], headers: [("Content-Type", "text/plain")],
            body: Array("{}".utf8))
        #expect(other.status == 415, "\(kind): another client is not limited")

        // Item 20: exactly 64 KiB passes through; one byte more is 413 (the proxy's or the server's), never 502.
        let exact = Self.padded(OrderServer.order("\(kind)-64k"), to: 64 * 1024)
        let taken = try Self.send(proxy, "POST", "/api/orders", from: clients[4], headers: Self.json, body: exact)
        #expect(taken.status == 201, "\(kind): 65,536 bytes: \(taken.status) \(taken.body)")
        let over = Self.padded(OrderServer.order("\(kind)-over"), to: 64 * 1024 + 1)
        let refused = try Self.send(proxy, "POST", "/api/orders", from: clients[5], headers: Self.json, body: over)
        #expect(refused.status == 413, "\(kind): 65,537 bytes: \(refused.status) \(refused.body) \(proxy.output)")
        for (size, chunked) in [(64 * 1024 + 1, true), (1 << 20, false), (1 << 20, true)] {
            let body = Self.padded(OrderServer.order("\(kind)-\(size)"), to: size)
            let answer = try RawHTTP.send(
                port: proxy.port, from: clients[6],
                head: RawHTTP.head("POST", "/api/orders", host: "\(Self.site):\(proxy.port)", headers: Self.json),
                body: body, chunked: chunked)
            #expect(answer.status == 413, "\(kind): \(size) bytes\(chunked ? " chunked" : ""): \(answer.status)")
        }
        let exactChunked = Self.padded(OrderServer.order("\(kind)-64k-chunked"), to: 64 * 1024)
        let chunkedTaken = try RawHTTP.send(
            port: proxy.port, from: clients[7],
            head: RawHTTP.head("POST", "/api/orders", host: "\(Self.site):\(proxy.port)", headers: Self.json),
            body: exactChunked, chunked: true)
        #expect(
            chunkedTaken.status == 201, "\(kind): 65,536 bytes chunked: \(chunkedTaken.status) \(chunkedTaken.body)")
        #expect(try server.orders().count == 3)
    }

    /// `text` with spaces before its closing brace, `count` bytes in all.
    static func padded(_ text: String, to count: Int) -> [UInt8] {
        var bytes = Array(text.utf8)
        bytes.insert(contentsOf: [UInt8](repeating: 0x20, count: count - bytes.count), at: bytes.count - 1)
        return bytes
    }
}
