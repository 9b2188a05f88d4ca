import Foundation

/// A small built site in a temporary folder, with hostile neighbours: a secret file beside the site, a
/// link to it and a link to its folder inside the site, and Bistro's own hidden manifest.
struct SiteFixture {
    static let secret = "SECRET-OUTSIDE-THE-SITE"

    let base: URL
    var site: URL { base.appendingPathComponent("Site") }

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("bistro-server-\(UUID().uuidString)")
        let files: [String: String] = [
            "index.html": "<!doctype html><html><head><title>Home</title></head><body>HOME PAGE</body></html>",
            "menu/index.html": "<!doctype html><html><head><title>Menu</title></head><body>MENU PAGE</body></html>",
            "menu/soup.html": "<html><body>SOUP</body></html>",
            "assets/style.css": "body { color: black; }",
            "images/dish.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>",
            "sitemap.xml": "<?xml version=\"1.0\"?><urlset/>",
            "receipts/index.html": "<html><body>nothing here</body></html>",
            "receipts/TOKEN123/index.html": "<html><head></head><body>RECEIPT</body></html>",
            "orders/TOKEN456/index.html": "<html><head></head><body>HISTORY</body></html>",
            "no-index/a.html": "<html><body>A</body></html>",
            ".bistro-manifest": "MANIFEST",
        ]
        for (path, text) in files {
            let url = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try Data(Self.secret.utf8).write(to: base.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: site.appendingPathComponent("leak.txt").path,
            withDestinationPath: base.appendingPathComponent("secret.txt").path)
        try FileManager.default.createSymbolicLink(
            atPath: site.appendingPathComponent("outside").path, withDestinationPath: base.path)
    }

    func remove() {
        try? FileManager.default.removeItem(at: base)
    }
}
