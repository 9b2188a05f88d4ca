import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BistroServer

/// Issue 25 item 9: what the site does not have is answered 404 with the site's own `404.html`, security
/// headers kept; in the preview with the reload script too.
@Suite struct NotFoundPageMiddlewareTests {
    static let page = "<!doctype html><html><head><title>Page not found</title></head><body>SITE 404</body></html>"

    func withServer(
        notFoundPage: Bool = true, preview: Bool = false,
        _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        if notFoundPage { try Data(Self.page.utf8).write(to: fixture.site.appendingPathComponent("404.html")) }
        let folder = try #require(SiteFolder(path: fixture.site.path))
        let app = Application(router: SiteServer.router(folder: folder, preview: preview ? PreviewEvents() : nil))
        try await app.test(.router) { client in try await test(client) }
    }

    @Test func anUnknownPathGetsStatus404AndTheSitesPage() async throws {
        try await withServer { client in
            for uri in ["/missing/", "/menu/missing/", "/images/missing.jpg", "/no-index/"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound, "\(uri)")
                    #expect(String(buffer: response.body) == Self.page, "\(uri)")
                    #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                    #expect(response.headers[.contentSecurityPolicy] != nil, "\(uri)")
                    #expect(response.headers[.xContentTypeOptions] == "nosniff")
                }
            }
            try await client.execute(uri: "/missing/", method: .head) { response in
                #expect(response.status == .notFound)
                #expect(response.body.readableBytes == 0)
            }
            // What is there, and what is refused for another reason, is answered as before.
            try await client.execute(uri: "/menu/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("MENU PAGE"))
            }
            try await client.execute(uri: "/leak.txt", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(!String(buffer: response.body).contains(SiteFixture.secret))
            }
        }
    }

    @Test func aSiteWithoutA404PageGetsThePlain404() async throws {
        try await withServer(notFoundPage: false) { client in
            try await client.execute(uri: "/missing/", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(!String(buffer: response.body).contains("SITE 404"))
            }
        }
    }

    @Test func thePreviewShowsTheSitesPageWithItsScript() async throws {
        try await withServer(preview: true) { client in
            try await client.execute(uri: "/missing/", method: .get) { response in
                #expect(response.status == .notFound)
                let body = String(buffer: response.body)
                #expect(body.contains("SITE 404"))
                #expect(body.contains(PreviewScript.tag + "</head>"))
            }
        }
    }
}
