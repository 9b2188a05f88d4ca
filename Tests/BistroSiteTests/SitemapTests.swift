import Testing

@testable import BistroSite

@Suite struct SitemapTests {
    @Test func absoluteSortedURLsWithoutTimestamps() {
        let xml = SitemapGenerator.xml(
            paths: ["menu/", "", "about/", "a&b/"], urls: SiteURLs(baseURL: "https://cafe.example/"))
        #expect(
            xml == """
                <?xml version="1.0" encoding="UTF-8"?>
                <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
                  <url><loc>https://cafe.example/</loc></url>
                  <url><loc>https://cafe.example/a&amp;b/</loc></url>
                  <url><loc>https://cafe.example/about/</loc></url>
                  <url><loc>https://cafe.example/menu/</loc></url>
                </urlset>

                """)
        #expect(!xml.contains("lastmod"))
    }

    @Test func robotsDisallowsPrivatePagesAndNamesTheSitemap() {
        let text = RobotsGenerator.text(urls: SiteURLs(baseURL: "https://cafe.example/shop/"))
        #expect(text.contains("Disallow: /shop/receipts/\n"))
        #expect(text.contains("Disallow: /shop/orders/\n"))
        #expect(text.contains("Disallow: /shop/drivers/\n"))
        #expect(text.contains("Sitemap: https://cafe.example/shop/sitemap.xml\n"))
    }

    @Test func linksUseTheBaseURLPath() {
        let urls = SiteURLs(baseURL: "https://cafe.example/shop/")
        #expect(urls.rootPath == "/shop/")
        #expect(urls.link(SiteURLs.item("RC-BURG-01", category: "burgers")) == "/shop/menu/burgers/rc-burg-01/")
        #expect(SiteURLs(baseURL: "/").absolute("menu/") == "/menu/")
    }
}
