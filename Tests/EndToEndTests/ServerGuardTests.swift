import Foundation
import Testing

/// Issue 23's server findings against the built binary: the API guard for every spelling of an endpoint's
/// path (item 2), the rate limit by IPv6 network (item 10), the `Host` check on loopback (item 13) and
/// `Range` requests (item 15). The same through nginx and Caddy: `ProxyDeploymentTests`.
@Suite struct ServerGuardTests {
    static let foreign: [(String, String)] = [("Origin", "https://evil.example"), ("Content-Type", "text/plain")]

    /// `bistro serve --output` over a folder with one text file of 16 bytes.
    final class PlainServer {
        let root = BistroRunner.temporaryFolder()
        let server: ServerProcess
        let port: Int
        static let text = "0123456789abcdef"

        init(preview: Bool = false) throws {
            let site = root.appendingPathComponent("Site")
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            try Data(Self.text.utf8).write(to: site.appendingPathComponent("file.txt"))
            try Data("<html><head></head><body>HOME</body></html>".utf8).write(
                to: site.appendingPathComponent("index.html"))
            server = try ServerProcess(["serve", "--output", site.path, "--listen", "127.0.0.1:0"], in: root)
            guard let port = server.waitForOutput(#"http://127\.0\.0\.1:(\d+)/"#, within: 120).flatMap({ Int($0) })
            else {
                server.stop()
                throw ProbeError("bistro serve did not start: \(server.stderr)")
            }
            self.port = port
        }

        func get(_ path: String, host: String? = "localhost", headers: [(String, String)] = []) throws -> HTTPExchange {
            try RawHTTP.send(port: port, head: RawHTTP.head("GET", path, host: host, headers: headers))
        }

        func stop() {
            server.stop()
            try? FileManager.default.removeItem(at: root)
        }
    }

    /// Item 2: a cross-origin `text/plain` POST (what a plain HTML form on any site sends) to `//api/orders`
    /// was answered 201 and recorded.
    @Test func aCrossOriginFormPostToAnySpellingOfTheEndpointIsRefusedAndNotRecorded() throws {
        let server = try OrderServer(extra: ["--rate-limit", "0"])
        defer { server.server.stop() }
        let body = OrderServer.order("form-post-1")
        for path in [
            "//api/orders", "/./api/orders", "/api//orders", "/api%2Forders", "/API/orders", "/api/orders/",
            "///api/orders",
            "/%2e/api/orders", "/api/./orders", "//api/check-ins",
        ] {
            let answer = try server.post(
                body, to: path, headers: ["Origin": "https://evil.example"], contentType: "text/plain")
            #expect([403, 404].contains(answer.status), "\(path): \(answer.status) \(answer.body)")
            #expect(answer.headers["content-type"] == "application/json; charset=utf-8", "\(path)")
        }
        #expect(try server.orders().isEmpty, "no order was recorded")
        let own = try server.post(body, headers: ["Origin": "https://royalcafe.example"])
        #expect(own.status == 201, "\(own.body)")
    }

    /// Item 10: one IPv6 client rotating through its /64 behind a trusted proxy was never limited.
    @Test func anIPv6ClientRotatingInsideItsSlash64IsRateLimited() throws {
        let server = try OrderServer(extra: ["--rate-limit", "3", "--trusted-proxy", "127.0.0.1"])
        defer { server.server.stop() }
        let statuses = try (1...5).map { host in
            try server.post("{}", headers: ["X-Forwarded-For": "2001:db8:5:6::\(host)"], contentType: "text/plain")
                .status
        }
        #expect(statuses == [415, 415, 415, 429, 429], "the rate limit is checked before the content type")
        let other = try server.post("{}", headers: ["X-Forwarded-For": "2001:db8:5:7::1"], contentType: "text/plain")
        #expect(other.status == 415, "the next /64 is another client")
        let ipv4 = try server.post("{}", headers: ["X-Forwarded-For": "203.0.113.7"], contentType: "text/plain")
        #expect(ipv4.status == 415, "an IPv4 client by its own address")

        let exact = try OrderServer(extra: [
            "--rate-limit", "1", "--trusted-proxy", "127.0.0.1", "--rate-limit-ipv6-prefix", "128",
        ])
        defer { exact.server.stop() }
        for host in 1...3 {
            let answer = try exact.post(
                "{}", headers: ["X-Forwarded-For": "2001:db8:5:6::\(host)"], contentType: "text/plain")
            #expect(answer.status == 415, "with a /128 prefix each address is a client")
        }
    }

    /// Item 13: the server on loopback answered any `Host` (DNS rebinding); now only loopback names.
    @Test func thePlainServerOnLoopbackAnswersOnlyLoopbackHosts() throws {
        let server = try PlainServer()
        defer { server.stop() }
        for host in ["localhost:\(server.port)", "127.0.0.1:\(server.port)", "LOCALHOST", "[::1]:\(server.port)", nil] {
            let answer = try server.get("/file.txt", host: host)
            #expect(answer.status == 200 && answer.body == PlainServer.text, "\(host ?? "no Host")")
        }
        for host in [
            "evil.example:\(server.port)", "evil.example", "royalcafe.localhost:\(server.port)",
            "127.0.0.1.evil.example",
        ] {
            let answer = try server.get("/file.txt", host: host)
            #expect(answer.status == 421, "\(host)")
            #expect(answer.headers["content-type"] == "text/plain; charset=utf-8")
            #expect(answer.body.contains("answers only for localhost, 127.0.0.1, [::1]"), "\(answer.body)")
            #expect(!answer.body.contains(PlainServer.text))
        }
    }

    /// Item 13: with orders, the site's own host (`baseURL`, what a proxy passes on) is answered too; an
    /// order posted under another name is not recorded.
    @Test func theOrderServerOnLoopbackAnswersItsSitesHostAndNoOther() throws {
        let server = try OrderServer(extra: ["--rate-limit", "0"])
        defer { server.server.stop() }
        let order = Array(OrderServer.order("rebound-1").utf8)
        let json = [("Content-Type", "application/json")]
        let rebound = try RawHTTP.send(
            port: server.port,
            head: RawHTTP.head(
                "POST", "/api/orders", host: "evil.example:\(server.port)",
                headers: json + [("Origin", "http://evil.example:\(server.port)")]),
            body: order)
        #expect(rebound.status == 421, "\(rebound.body)")
        #expect(try server.orders().isEmpty)
        let page = try RawHTTP.send(port: server.port, head: RawHTTP.head("GET", "/", host: "evil.example"))
        #expect(page.status == 421)
        let proxied = try RawHTTP.send(
            port: server.port,
            head: RawHTTP.head(
                "POST", "/api/orders", host: "royalcafe.example",
                headers: json + [("Origin", "https://royalcafe.example")]),
            body: order)
        #expect(proxied.status == 201, "\(proxied.body)")
        #expect(
            try RawHTTP.send(port: server.port, head: RawHTTP.head("GET", "/", host: "royalcafe.example")).status == 200
        )
    }

    /// Item 13: the preview, and its event stream, answer only loopback names.
    @Test func thePreviewOnLoopbackAnswersOnlyLoopbackHosts() throws {
        let root = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(
            at: BistroRunner.packageRoot.appendingPathComponent("Content"), to: root.appendingPathComponent("Content"))
        let server = try ServerProcess(
            ["serve", "--preview", "--listen", "127.0.0.1:0"], in: root, environment: ["TMPDIR": root.path])
        defer { server.stop() }
        let port = try #require(
            server.waitForOutput(#"Previewing at http://127\.0\.0\.1:(\d+)/"#, within: 120).flatMap { Int($0) },
            "\(server.stderr)")
        for path in ["/", "/__bistro/events", "/__bistro/preview.js", "/no-such-page/"] {
            let answer = try RawHTTP.send(port: port, head: RawHTTP.head("GET", path, host: "evil.example:\(port)"))
            #expect(answer.status == 421, "\(path)")
            #expect(!answer.body.contains("<html"), "\(path)")
        }
        let own = try RawHTTP.send(port: port, head: RawHTTP.head("GET", "/", host: "localhost:\(port)"))
        #expect(own.status == 200 && own.body.contains("/__bistro/preview.js"))
    }

    /// Item 15: `bytes=100000-` of a small file was 206 with `Content-Length: -99898`, `bytes=-5` the first
    /// 6 bytes.
    @Test func aRangeIsAnsweredRightOrNotAtAll() throws {
        let server = try PlainServer()
        defer { server.stop() }
        let past = try server.get("/file.txt", headers: [("Range", "bytes=100000-")])
        #expect(past.status == 416)
        #expect(past.headers["content-range"] == "bytes */16")
        let suffix = try server.get("/file.txt", headers: [("Range", "bytes=-5")])
        #expect(suffix.status == 206 && suffix.body == "bcdef")
        #expect(suffix.headers["content-length"] == "5" && suffix.headers["content-range"] == "bytes 11-15/16")
        let middle = try server.get("/file.txt", headers: [("Range", "bytes=2-4")])
        #expect(middle.status == 206 && middle.body == "234")
        for ignored in ["bytes=9-3", "bytes=0-1,4-5", "pages=1-2"] {
            let whole = try server.get("/file.txt", headers: [("Range", ignored)])
            #expect(whole.status == 200 && whole.body == PlainServer.text, "\(ignored)")
        }
        for range in ["bytes=100000-", "bytes=-5", "bytes=16-", "bytes=-0", "bytes=15-99"] {
            let answer = try server.get("/file.txt", headers: [("Range", range)])
            let length = try #require(answer.headers["content-length"].flatMap { Int($0) }, "\(range)")
            #expect(length >= 0 && length == answer.body.utf8.count, "\(range): \(length)")
        }
    }
}
