import Foundation
import Testing

/// `Fixtures/hostile-content/`: a restaurant whose every text carries markup, script-closing sequences,
/// `javascript:` links and Mustache braces. The real `bistro build` must write all of it as text.
@Suite struct HostileContentFixtureTests {
    static let fixture = "Tests/EndToEndTests/Fixtures/hostile-content"

    @Test func hostileContentReachesNoPageAsMarkup() throws {
        let output = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let build = try BistroRunner.run([
            "build", "--content", Self.fixture, "--templates", "Templates", "--output", output.path,
        ])
        #expect(build.status == 0, "\(build.stderr)")
        // What cmark leaves out (raw HTML) or can't show (a table) is a warning at its place; the build succeeds.
        let page = "\(Self.fixture)/pages/about.md"
        let html =
            "warning: raw HTML is left out of the page (Markdown is published without HTML); write this in Markdown"
        #expect(
            build.stderr == """
                \(page):7:9: \(html)
                \(page):9:1: \(html)
                \(page):11:1: \(html)
                \(page):13:8: \(html)
                \(page):20:1: warning: Markdown has no tables: these rows would show as text with "|"; write them as a list (see docs/content.md)
                \(page):20:13: \(html)
                \(page):22:3: \(html)

                """)
        let files = BistroRunner.snapshot(output).mapValues { String(decoding: $0, as: UTF8.self) }
        let pages = files.filter { $0.key.hasSuffix(".html") }
        #expect(
            pages.keys.sorted() == [
                "404.html", "about/index.html", "index.html", "kits/hk-1/index.html", "kits/index.html",
                "menu/index.html",
                "menu/mains/h-1/index.html", "menu/mains/h-2/index.html", "menu/mains/index.html", "order/index.html",
                "tables/index.html",
            ])
        for (path, html) in pages { #expect(PageScan.problems(html) == [], "\(path)") }

        // JSON-LD gives the texts back exactly: readers get the name and address, not a script or a second object.
        let item = try #require(PageScan.jsonLD(pages["menu/mains/h-1/index.html"] ?? "", type: "MenuItem"))
        #expect(item["name"] as? String == #"</script><script>alert("item")</script>"#)
        let restaurant = try #require(PageScan.jsonLD(pages["index.html"] ?? "", type: "Restaurant"))
        #expect(restaurant["name"] as? String == #"Café <script>alert("name")</script> & Co"#)
        let address = restaurant["address"] as? [String: Any]
        #expect(address?["addressRegion"] as? String == #"ON"}, {"@type": "Hijack""#)
        #expect(address?["addressLocality"] as? String == "Toronto <!-- open comment")
        // So does menu.json.
        let menu = try JSONSerialization.jsonObject(with: Data((files["menu.json"] ?? "").utf8)) as? [String: Any]
        let items = (menu?["categories"] as? [[String: Any]])?.first?["items"] as? [[String: Any]]
        #expect(items?.first?["name"] as? String == #"</script><script>alert("item")</script>"#)

        // Text shows as text, escaped once; Mustache braces in content are never expanded.
        let itemPage = pages["menu/mains/h-1/index.html"] ?? ""
        #expect(itemPage.contains("<h1>&lt;/script&gt;&lt;script&gt;alert(&quot;item&quot;)&lt;/script&gt;</h1>"))
        #expect(itemPage.contains("<p>{{#site}}{{name}}{{/site}}</p>"))
        let about = pages["about/index.html"] ?? ""
        #expect(
            about.contains(
                "<title>About &lt;/title&gt;&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt; {{site.name}} · "))
        #expect(about.contains("Mustache braces stay text: {{site.name}} {{{page.jsonLD}}} {{&gt; partials/nav}}"))
        #expect(about.contains(#"<a href="">evil link</a>"#))
        // Site paths get the site's root; a scheme is never taken for a path.
        #expect(
            about.contains(
                #"<img src="/images/none.svg" alt="a picture" /> and <a href="/menu/">the menu</a> and <a href="">a scheme-looking path</a>"#
            ))
        #expect(
            pages["menu/mains/index.html"]?.contains("{{site.name}} &lt;b&gt;Mains&lt;/b&gt; {{{page.jsonLD}}}") == true
        )
        // Contact links stay single valid URLs: the address percent-encoded, the phone reduced to digits.
        let home = pages["index.html"] ?? ""
        #expect(home.contains(#"<a href="mailto:x%22onmouseover%3D%22alert(&#39;email&#39;)%22@hostile.example">"#))
        #expect(home.contains(#"<a href="tel:">javascript:alert(&quot;phone&quot;)</a>"#))
        // The tables' QR code sheet names the restaurant on every card, as text.
        let sheet = pages["tables/index.html"] ?? ""
        #expect(
            sheet.contains(
                #"<p class="card-restaurant">Café &lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; &amp; Co</p>"#))
        #expect(sheet.contains(#"<h2 id="table--_x9">Table -_x9</h2>"#))
    }
}
