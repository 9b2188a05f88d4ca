import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BistroServer

/// The static server through Hummingbird's in-process test client: what it serves, with which headers,
/// and what it refuses.
@Suite struct StaticSiteTests {
    func withServer(
        preview: PreviewEvents? = nil, _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let folder = try #require(SiteFolder(path: fixture.site.path))
        let app = Application(router: SiteServer.router(folder: folder, preview: preview))
        try await app.test(.router) { client in try await test(client) }
    }

    @Test func servesFilesWithTheirContentType() async throws {
        try await withServer { client in
            let expected = [
                "/": ("text/html; charset=utf-8", "HOME PAGE"),
                "/menu/": ("text/html; charset=utf-8", "MENU PAGE"),
                "/menu/soup.html": ("text/html; charset=utf-8", "SOUP"),
                "/assets/style.css": ("text/css; charset=utf-8", "color: black"),
                "/images/dish.svg": ("image/svg+xml", "<svg"),
                "/sitemap.xml": ("application/xml; charset=utf-8", "urlset"),
            ]
            for (path, (type, text)) in expected {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .ok, "\(path)")
                    #expect(response.headers[.contentType] == type, "\(path)")
                    #expect(String(buffer: response.body).contains(text), "\(path)")
                }
            }
            try await client.execute(uri: "/menu/soup.html", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.body.readableBytes == 0)
            }
        }
    }

    @Test func neverListsAFolder() async throws {
        try await withServer { client in
            try await client.execute(uri: "/no-index/", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(!String(buffer: response.body).contains("a.html"))
            }
            try await client.execute(uri: "/receipts/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "<html><body>nothing here</body></html>")
                #expect(!String(buffer: response.body).contains("TOKEN123"))
            }
            try await client.execute(uri: "/menu", method: .get) { response in
                #expect(response.status == .movedPermanently)
                #expect(response.headers[.location] == "/menu/")
            }
        }
    }

    @Test func refusesEverythingOutsideTheSite() async throws {
        let hostile = [
            "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/menu/..%2F..%2Fsecret.txt",
            "/menu/%2e%2e/%2e%2e/secret.txt", "/..%5csecret.txt", "/leak.txt", "/outside/secret.txt",
            "/.bistro-manifest", "/%2ebistro-manifest", "//etc/passwd", "/%00/index.html", "/menu/./soup.html",
        ]
        try await withServer { client in
            for path in hostile {
                try await client.execute(uri: path, method: .get) { response in
                    #expect([.badRequest, .notFound].contains(response.status), "\(path): \(response.status)")
                    let body = String(buffer: response.body)
                    #expect(!body.contains(SiteFixture.secret) && !body.contains("MANIFEST"), "\(path)")
                    #expect(response.headers[.location] == nil, "\(path)")
                }
            }
        }
    }

    @Test func everyAnswerCarriesTheSecurityHeaders() async throws {
        try await withServer { client in
            for path in ["/", "/assets/style.css", "/missing", "/../secret.txt", "/menu"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(
                        response.headers[.contentSecurityPolicy]
                            == SecurityHeadersMiddleware<BasicRequestContext>.contentSecurityPolicy, "\(path)")
                    #expect(response.headers[.contentSecurityPolicy]?.contains("default-src 'self'") == true)
                    #expect(response.headers[.xContentTypeOptions] == "nosniff", "\(path)")
                    #expect(response.headers[.init("Referrer-Policy")!] == "same-origin", "\(path)")
                }
            }
        }
    }

    @Test func privatePagesAreNeverStored() async throws {
        try await withServer { client in
            for path in [
                "/receipts/TOKEN123/", "/orders/TOKEN456/", "/receipts/", "/receipts/NOPE/", "/%72eceipts/TOKEN123/",
            ] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.headers[.cacheControl] == "no-store", "\(path)")
                }
            }
            for path in ["/", "/menu/", "/assets/style.css"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.headers[.cacheControl] == nil, "\(path)")
                }
            }
        }
    }
}
