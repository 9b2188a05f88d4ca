import BistroTemplates

/// `sitemap.xml`: every HTML page's absolute URL, sorted, without `lastmod` (builds are deterministic;
/// a timestamp would change every file on every build). Pages that must not be indexed are left out.
enum SitemapGenerator {
    package static func xml(paths: [String], urls: SiteURLs) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """
        for path in paths.sorted() {
            xml += "  <url><loc>\(HTMLText.escape(urls.absolute(path)))</loc></url>\n"
        }
        xml += "</urlset>\n"
        return xml
    }
}
