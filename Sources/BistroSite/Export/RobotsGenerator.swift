/// `robots.txt`: everything may be crawled except private receipt and order-history pages, and the
/// sitemap is announced.
enum RobotsGenerator {
    package static func text(urls: SiteURLs) -> String {
        """
        User-agent: *
        Disallow: \(urls.rootPath)receipts/
        Disallow: \(urls.rootPath)orders/

        Sitemap: \(urls.absolute("sitemap.xml"))

        """
    }
}
