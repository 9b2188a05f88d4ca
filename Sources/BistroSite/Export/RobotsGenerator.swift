/// `robots.txt`: everything may be crawled except the private pages (receipts, order histories, bookings and
/// drivers' dashboards, which `bistro serve` also marks noindex), and the sitemap is announced.
enum RobotsGenerator {
    package static func text(urls: SiteURLs) -> String {
        """
        User-agent: *
        Disallow: \(urls.rootPath)receipts/
        Disallow: \(urls.rootPath)orders/
        Disallow: \(urls.rootPath)bookings/
        Disallow: \(urls.rootPath)drivers/

        Sitemap: \(urls.absolute("sitemap.xml"))

        """
    }
}
