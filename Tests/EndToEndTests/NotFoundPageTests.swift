import Foundation
import Testing

/// Issue 25 item 9: a styled 404 page. `bistro build` writes `404.html` at the site's root in the site's
/// layout (noindex, not in the sitemap), and `bistro serve` answers what the site does not have with status
/// 404 and that page, its security headers kept.
@Suite struct NotFoundPageTests {
    @Test func theBuildWritesA404PageInTheLayoutAndServeAnswersUnknownPathsWithIt() throws {
        let root = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("Site")
        let result = try BistroRunner.run(["build", "--output", site.path])
        #expect(result.status == 0, "\(result.stderr)")
        let files = BistroRunner.snapshot(site)
        let page = String(decoding: try #require(files["404.html"]), as: UTF8.self)
        #expect(page.contains(#"<meta name="robots" content="noindex">"#))
        #expect(page.contains("<title>Page not found · Royal Café</title>"))
        #expect(page.contains(#"<header class="site-header">"#), "the site's header")
        #expect(page.contains(#"<nav class="site-nav""#), "the site's navigation")
        #expect(page.contains("<footer"), "the site's footer")
        #expect(page.contains("<h1>Page not found</h1>"))
        #expect(page.contains(#"href="/">Go to the home page</a>"#))
        #expect(page.contains(#"href="/menu/">See the menu</a>"#))
        let sitemap = String(decoding: files["sitemap.xml"] ?? Data(), as: UTF8.self)
        #expect(sitemap.contains("<loc>https://royalcafe.example/menu/</loc>"))
        #expect(!sitemap.contains("404"), "the 404 page is not in the sitemap")

        let server = try ServerProcess(["serve", "--output", site.path, "--listen", "127.0.0.1:0"], in: root)
        defer { server.stop() }
        let port = try #require(
            server.waitForOutput(#"http://127\.0\.0\.1:(\d+)/"#, within: 120).flatMap { Int($0) },
            "bistro serve did not start: \(server.stderr)")
        for path in ["/no-such-page/", "/menu/burgers-n-wraps/no-such-dish/", "/images/missing.jpg"] {
            let answer = try HTTPExchange.send(port: port, method: "GET", path: path, contentType: nil)
            #expect(answer.status == 404, "\(path)")
            #expect(answer.body == page, "\(path): the body is the built 404.html")
            #expect(answer.headers["content-type"] == "text/html; charset=utf-8", "\(path)")
            #expect(answer.headers["content-security-policy"]?.hasPrefix("default-src 'self'") == true, "\(path)")
            #expect(answer.headers["x-content-type-options"] == "nosniff", "\(path)")
        }
        let head = try HTTPExchange.send(port: port, method: "HEAD", path: "/no-such-page/", contentType: nil)
        #expect(head.status == 404)
        #expect(head.body.isEmpty)
        let menu = try HTTPExchange.send(port: port, method: "GET", path: "/menu/", contentType: nil)
        #expect(menu.status == 200)
        #expect(menu.body.contains("<h1>Menu</h1>") || menu.body.contains("Menu</h1>"))
    }
}
