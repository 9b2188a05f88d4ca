import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BistroServer

/// The checks in front of the order endpoints, through the in-process client with a stand-in endpoint
/// (no spool or book): method, origin, rate limit with an injected clock, content type and size.
@Suite struct APIGuardTests {
    final class ManualClock: @unchecked Sendable {
        private let lock = NSLock()
        private var seconds = 1000.0
        func advance(_ by: Double) { lock.withLock { seconds += by } }
        var now: Double { lock.withLock { seconds } }
    }

    /// The guard as `SiteServer.router` wires it (`APIRouteGroup`) over stand-in endpoints that answer 201, in
    /// front of the static files of a `SiteFixture`; `withoutHost` takes the `Host` off every request.
    func withGuard(
        perMinute: Int? = nil, clock: ManualClock = ManualClock(), withoutHost: Bool = false,
        _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let folder = try #require(SiteFolder(path: fixture.site.path))
        let limiter = perMinute.map { RateLimiter(perMinute: $0, now: { clock.now }) }
        let settings = APIGuard(
            baseURL: "https://cafe.example/", rateLimiter: limiter, clientAddress: ClientAddress(trustedProxies: []))
        let router = Router(context: ServerRequestContext.self)
        if withoutHost { router.add(middleware: HostRemover()) }
        APIRouteGroup.add(to: router, guard: settings) { group in
            for path in ["/api/orders", "/api/check-ins"] {
                group.post(RouterPath(path)) { request, _ in
                    guard let body = await OrderRoutes.readBody(request) else { return APIGuard.tooLarge }
                    return APIResponse.json(.created, .object([("bytes", .int(body.count))]))
                }
            }
        }
        router.add(middleware: FileMiddleware(fileProvider: SiteFileProvider(folder: folder), searchForIndexHtml: true))
        try await Application(router: router).test(.router) { client in try await test(client) }
    }

    static let json: HTTPFields = [.contentType: "application/json"]

    @Test func refusesOtherMethodsAndAddresses() async throws {
        try await withGuard { client in
            try await client.execute(uri: "/api/orders", method: .get) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "POST")
                #expect(String(buffer: response.body).contains(#""code":"method_not_allowed""#))
            }
            try await client.execute(
                uri: "/api/nothing", method: .post, headers: Self.json, body: ByteBuffer(string: "{}")
            ) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            }
        }
    }

    /// The test client's requests are for `http://localhost`: the server's own origin.
    @Test func acceptsTheSitesOriginTheServersOwnAndNone() async throws {
        try await withGuard { client in
            for (origin, status) in [
                ("https://cafe.example", HTTPResponse.Status.created), ("https://CAFE.example:443", .created),
                ("http://localhost", .created), ("http://localhost:8080", .forbidden),
                ("https://evil.example", .forbidden), ("null", .forbidden),
            ] {
                var headers = Self.json
                headers[.origin] = origin
                try await client.execute(
                    uri: "/api/orders", method: .post, headers: headers, body: ByteBuffer(string: "{}")
                ) { response in
                    #expect(response.status == status, "\(origin)")
                }
            }
            try await client.execute(
                uri: "/api/orders", method: .post, headers: Self.json, body: ByteBuffer(string: "{}")
            ) { response in
                #expect(response.status == .created, "no Origin: curl")
            }
        }
    }

    @Test func takesJSONOfAtMost64KiB() async throws {
        try await withGuard { client in
            for type in ["text/plain", "application/x-www-form-urlencoded", "application/jsonp"] {
                try await client.execute(
                    uri: "/api/orders", method: .post, headers: [.contentType: type], body: ByteBuffer(string: "{}")
                ) { response in
                    #expect(response.status == .unsupportedMediaType, "\(type)")
                }
            }
            try await client.execute(
                uri: "/api/orders", method: .post, headers: [.contentType: "application/json; charset=utf-8"],
                body: ByteBuffer(string: "{}")
            ) { response in
                #expect(response.status == .created)
            }
            let exact = ByteBuffer(repeating: 0x20, count: APIGuard.maximumBodyBytes)
            try await client.execute(uri: "/api/orders", method: .post, headers: Self.json, body: exact) { response in
                #expect(response.status == .created)
            }
            let over = ByteBuffer(repeating: 0x20, count: APIGuard.maximumBodyBytes + 1)
            try await client.execute(uri: "/api/orders", method: .post, headers: Self.json, body: over) { response in
                #expect(response.status == .contentTooLarge)
                #expect(String(buffer: response.body).contains("body_too_large"))
            }
        }
    }

    @Test func limitsEachClientPerMinuteOnTheInjectedClock() async throws {
        let clock = ManualClock()
        try await withGuard(perMinute: 3, clock: clock) { client in
            for _ in 0..<3 {
                try await client.execute(
                    uri: "/api/orders", method: .post, headers: Self.json, body: ByteBuffer(string: "{}")
                ) { response in
                    #expect(response.status == .created)
                }
            }
            try await client.execute(
                uri: "/api/orders", method: .post, headers: Self.json, body: ByteBuffer(string: "{}")
            ) { response in
                #expect(response.status == .tooManyRequests)
                #expect(response.headers[.retryAfter] == "20")
            }
            clock.advance(20)
            try await client.execute(
                uri: "/api/orders", method: .post, headers: Self.json, body: ByteBuffer(string: "{}")
            ) { response in
                #expect(response.status == .created, "a token came back after 20 s")
            }
            try await client.execute(
                uri: "/api/orders", method: .post, headers: Self.json, body: ByteBuffer(string: "{}")
            ) { response in
                #expect(response.status == .tooManyRequests)
            }
        }
    }

    @Test func believesForwardedForOnlyFromTrustedProxies() {
        let address = ClientAddress(trustedProxies: ["127.0.0.1", "10.0.0.2"])
        #expect(address.resolve(peer: "127.0.0.1", forwardedFor: "203.0.113.7") == "203.0.113.7")
        #expect(
            address.resolve(peer: "127.0.0.1", forwardedFor: "1.2.3.4, 203.0.113.7, 10.0.0.2") == "203.0.113.7",
            "the rightmost address no trusted proxy added")
        #expect(
            address.resolve(peer: "198.51.100.1", forwardedFor: "203.0.113.7") == "198.51.100.1",
            "an untrusted peer's header is ignored")
        #expect(address.resolve(peer: "127.0.0.1", forwardedFor: nil) == "127.0.0.1")
        #expect(
            ClientAddress(trustedProxies: []).resolve(peer: "127.0.0.1", forwardedFor: "203.0.113.7") == "127.0.0.1")
    }

    @Test func forgetsQuietClientsToStayBounded() {
        let clock = ManualClock()
        let limiter = RateLimiter(perMinute: 1, now: { clock.now })
        for client in 0..<(RateLimiter.maximumClients + 10) { #expect(limiter.admit("c\(client)") == nil) }
        #expect(limiter.clientCount <= RateLimiter.maximumClients)
        #expect(limiter.admit("c\(RateLimiter.maximumClients + 9)") != nil, "a recent client is remembered")
    }

    /// Item 2 of issue 23: a path the router collapses to an endpoint's (`//api/orders`) skipped every check.
    @Test func aDoubleSlashPathIsGuarded() async throws {
        try await withGuard(perMinute: 100) { client in
            for path in ["//api/orders", "/api//orders", "//api/check-ins", "/api/orders/", "///api///orders//"] {
                var foreign: HTTPFields = [.contentType: "text/plain", .origin: "https://evil.example"]
                try await client.execute(uri: path, method: .post, headers: foreign, body: ByteBuffer(string: "{}")) {
                    response in
                    #expect(response.status == .forbidden, "\(path)")
                    #expect(String(buffer: response.body).contains(#""code":"origin_refused""#), "\(path)")
                }
                foreign[.origin] = nil
                try await client.execute(uri: path, method: .post, headers: foreign, body: ByteBuffer(string: "{}")) {
                    response in
                    #expect(response.status == .unsupportedMediaType, "\(path)")
                }
                let over = ByteBuffer(repeating: 0x20, count: APIGuard.maximumBodyBytes + 1)
                try await client.execute(uri: path, method: .post, headers: Self.json, body: over) { response in
                    #expect(response.status == .contentTooLarge, "\(path)")
                }
            }
        }
    }

    /// Item 2 of issue 23: the rate limit counts the requests of every spelling of an endpoint's path together.
    @Test func aDoubleSlashPathCountsInTheRateLimit() async throws {
        try await withGuard(perMinute: 2) { client in
            for (path, status) in [
                ("/api/orders", HTTPResponse.Status.created), ("//api/orders", .created),
                ("/api//orders", .tooManyRequests),
            ] {
                try await client.execute(uri: path, method: .post, headers: Self.json, body: ByteBuffer(string: "{}")) {
                    response in
                    #expect(response.status == status, "\(path)")
                }
            }
        }
    }

    /// Item 2 of issue 23: the spellings the router does not give an endpoint (`.`, `%2F`, case) reach no
    /// handler and are answered 404 `not_found` as JSON; a GET of any spelling of an endpoint is 405.
    @Test func aPathTheRouterGivesNoEndpointIsNotFoundUnderAPI() async throws {
        try await withGuard { client in
            for path in [
                "/./api/orders", "/api/./orders", "/api%2Forders", "/API/orders", "/api/ORDERS", "/%61pi/orders",
                "/%2e/api/orders",
            ] {
                let foreign: HTTPFields = [.contentType: "text/plain", .origin: "https://evil.example"]
                for headers in [foreign, Self.json] {
                    try await client.execute(uri: path, method: .post, headers: headers, body: ByteBuffer(string: "{}"))
                    { response in
                        #expect(response.status == .notFound, "\(path)")
                        #expect(String(buffer: response.body).contains(#""code":"not_found""#), "\(path)")
                    }
                }
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .notFound, "GET \(path)")
                }
            }
            for path in ["//api/orders", "/api//check-ins", "/api/orders/"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .methodNotAllowed, "GET \(path)")
                    #expect(response.headers[.allow] == "POST")
                }
            }
        }
    }

    /// Item 2 of issue 23: the static files behind the API addresses stay as they were.
    @Test func theFilesBesideTheAPIAreServedAsBefore() async throws {
        try await withGuard { client in
            try await client.execute(uri: "/menu/soup.html", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "<html><body>SOUP</body></html>")
            }
            for path in ["//menu/soup.html", "/apis/x", "/api.html"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .notFound, "\(path)")
                    #expect(
                        !String(buffer: response.body).contains("not_found"), "\(path): the files' 404, not the API's")
                }
            }
        }
    }

    /// Item 23 of issue 23: a foreign `Origin` on a request without `Host` (HTTP/1.0, or a hand-made request)
    /// is refused: there is no "server's own origin" to compare it with.
    @Test func aForeignOriginWithNoHostHeaderIsRefused() async throws {
        try await withGuard(withoutHost: true) { client in
            var headers = Self.json
            headers[.origin] = "https://evil.example"
            try await client.execute(
                uri: "/api/orders", method: .post, headers: headers, body: ByteBuffer(string: "{}")
            ) { response in
                #expect(response.status == .forbidden)
                #expect(String(buffer: response.body).contains(#""code":"origin_refused""#))
            }
            headers[.origin] = "http://localhost"
            try await client.execute(
                uri: "/api/orders", method: .post, headers: headers, body: ByteBuffer(string: "{}")
            ) { response in
                #expect(response.status == .forbidden, "without Host, not even localhost is the server's own")
            }
            headers[.origin] = "https://cafe.example"
            try await client.execute(
                uri: "/api/orders", method: .post, headers: headers, body: ByteBuffer(string: "{}")
            ) { response in
                #expect(response.status == .created, "the site's own origin")
            }
        }
    }

    @Test func withoutAnOrderBookTheEndpointsAreNotThere() async throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let folder = try #require(SiteFolder(path: fixture.site.path))
        try await Application(router: SiteServer.router(folder: folder, preview: nil)).test(.router) { client in
            try await client.execute(
                uri: "/api/orders", method: .post, headers: Self.json, body: ByteBuffer(string: "{}")
            ) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}
