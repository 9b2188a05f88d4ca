import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BistroServer

/// The preview's pages: the reload script inserted into HTML only, its own routes, no caching.
@Suite struct PreviewPagesTests {
    func withPreview(_ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let folder = try #require(SiteFolder(path: fixture.site.path))
        let app = Application(router: SiteServer.router(folder: folder, preview: PreviewEvents()))
        try await app.test(.router) { client in try await test(client) }
    }

    @Test func htmlPagesCarryTheScriptBeforeTheHeadEnds() async throws {
        try await withPreview { client in
            try await client.execute(uri: "/menu/", method: .get) { response in
                let body = String(buffer: response.body)
                #expect(response.status == .ok)
                #expect(body.contains(PreviewScript.tag + "</head>"))
                #expect(body.contains("MENU PAGE"))
                #expect(response.headers[.contentLength] == String(response.body.readableBytes))
                #expect(response.headers[.cacheControl] == "no-store")
                #expect(response.headers[.contentSecurityPolicy] != nil)
            }
            try await client.execute(uri: "/menu/soup.html", method: .get) { response in
                #expect(String(buffer: response.body) == "<html><body>SOUP" + PreviewScript.tag + "</body></html>")
            }
            try await client.execute(uri: "/assets/style.css", method: .get) { response in
                #expect(String(buffer: response.body) == "body { color: black; }")
                #expect(response.headers[.cacheControl] == "no-store")
            }
            try await client.execute(uri: "/missing/", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(String(buffer: response.body).contains(PreviewScript.tag))
            }
            try await client.execute(uri: "/../secret.txt", method: .get) { response in
                #expect(!String(buffer: response.body).contains(SiteFixture.secret))
            }
            try await client.execute(uri: "/leak.txt", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(!String(buffer: response.body).contains(SiteFixture.secret))
            }
        }
    }

    @Test func servesTheScript() async throws {
        try await withPreview { client in
            try await client.execute(uri: PreviewScript.path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                let source = String(buffer: response.body)
                #expect(source.contains("new EventSource(\"/__bistro/events\")"))
                #expect(source.contains("textContent = line"))
                #expect(!source.contains("innerHTML"))
            }
        }
    }

    @Test func withoutThePreviewPagesAreServedAsTheyAre() async throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let folder = try #require(SiteFolder(path: fixture.site.path))
        let app = Application(router: SiteServer.router(folder: folder, preview: nil))
        try await app.test(.router) { client in
            try await client.execute(uri: "/menu/", method: .get) { response in
                #expect(!String(buffer: response.body).contains("__bistro"))
            }
            try await client.execute(uri: PreviewScript.path, method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func insertsBeforeTheFirstHeadEndInAnyCase() {
        let tag = PreviewScript.tag
        #expect(
            PreviewPageMiddleware<BasicRequestContext>.inserting(into: Array("<HEAD></HEAD><p>".utf8))
                == Array("<HEAD>\(tag)</HEAD><p>".utf8))
        #expect(
            PreviewPageMiddleware<BasicRequestContext>.inserting(into: Array("plain".utf8)) == Array("plain\(tag)".utf8)
        )
        #expect(PreviewPageMiddleware<BasicRequestContext>.inserting(into: []) == Array(tag.utf8))
    }
}
