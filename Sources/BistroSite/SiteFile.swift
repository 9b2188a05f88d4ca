import BistroTemplates
import Foundation

/// One file of the built site: where it goes and how its bytes are made.
struct SiteFile: Sendable {
    enum Source: Sendable {
        case page(SitePage)
        case text(String)
        /// Text made when the file is written (on a worker thread, next to the pages), not up front.
        case generated(@Sendable () throws -> String)
        case bytes([UInt8])
        /// A file copied from the content folder (images), read when it is written.
        case copy(from: String)
    }

    /// Relative to the output folder: "menu/burgers/index.html", "images/logo.svg".
    package var path: String
    package var source: Source
    /// A generated file that lists every product's stock (menu.json, the order page's data).
    var listsStock = false

    /// What of the order book's activity the file shows (see `CatalogueChange`).
    var activityScope: ActivityScope {
        if case .page(let page) = source { return page.activityScope }
        return listsStock ? .all : .none
    }

    /// Everything `bistro build` produces for a model but the order book's private pages: pages, images,
    /// the photos' resized copies (from `photos`, where `PhotoCache` made them), assets, sitemap, robots.txt,
    /// menu.json and the tables' QR code sheet, sorted by nothing in particular but always in the same order.
    package static func all(model: SiteModel, templates: TemplateSet, photos: PhotoCache) -> [SiteFile] {
        let pages = SitePage.all(in: model)
        // The two big generated files first, so a worker starts on them while the other renders pages.
        var files = [
            SiteFile(path: "menu.json", source: .generated { MenuExporter.json(model: model) }, listsStock: true),
            SiteFile(
                path: "sitemap.xml",
                source: .generated { SitemapGenerator.xml(paths: pages.map { $0.path(in: model) }, urls: model.urls) }),
            SiteFile(
                path: SiteURLs.orderData, source: .generated { OrderDataExporter.json(model: model) }, listsStock: true),
        ]
        files += renderOrder(pages).map { SiteFile(path: SiteURLs.file($0.path(in: model)), source: .page($0)) }
        files.append(SiteFile(path: SiteURLs.notFound, source: .page(.notFound)))
        let contentFolder = URL(fileURLWithPath: model.content.directory)
        files += model.content.images.map {
            SiteFile(path: $0, source: .copy(from: contentFolder.appendingPathComponent($0).path))
        }
        files += model.photos.flatMap(\.copies).map {
            SiteFile(path: $0.path, source: .copy(from: photos.path(of: $0)))
        }
        files += templates.assets.keys.sorted().map {
            SiteFile(path: publishedPath(asset: $0), source: .bytes(templates.assets[$0]!))
        }
        files.append(SiteFile(path: "robots.txt", source: .text(RobotsGenerator.text(urls: model.urls))))
        // The tables' QR codes to print (not a page of the sitemap, linked from none).
        files += (model.tableSheet?.files ?? []).map { file in
            SiteFile(path: SiteURLs.tables + file.path, source: .generated { try file.contents() })
        }
        return files
    }

    /// Where an asset is published: under `assets/`, but for the service worker, which goes to the site's
    /// root (a worker controls only the pages below its own folder, and it must control `order/`).
    static func publishedPath(asset: String) -> String {
        asset == "assets/service-worker.js" ? "service-worker.js" : asset
    }

    /// `pages` with each category page moved to just before its items' pages, which share its items'
    /// JSON-LD (see `PageJSONLD`): it is then kept for a moment, not from the first category page to the
    /// last item page. The order page goes halfway through the categories: it lists the same entries as
    /// the full menu (`partials/menu-entry`), which by then has rendered them for both, and the two
    /// biggest pages are not held at once. The rest keep their order (the full menu, the biggest, first).
    static func renderOrder(_ pages: [SitePage]) -> [SitePage] {
        let middle = pages.filter { if case .category = $0 { true } else { false } }.count / 2
        func key(_ page: SitePage, _ position: Int) -> (Int, Int, Int, Int) {
            switch page {
            case .category(let c): (1, c, 0, position)
            case .item(let c, _): (1, c, 1, position)
            case .order: (1, middle, 0, position)
            default: (0, 0, 0, position)
            }
        }
        return pages.enumerated().sorted { key($0.element, $0.offset) < key($1.element, $1.offset) }.map(\.element)
    }

    /// The file's contents; pages are rendered here, so this runs on every core.
    func contents(renderer: PageRenderer) throws -> FileContents {
        switch source {
        case .page(let page): return .text(renderer.render(page))
        case .text(let text): return .text(text)
        case .generated(let make): return .text(try make())
        case .bytes(let bytes): return .bytes(bytes)
        case .copy(let from):
            guard let data = FileManager.default.contents(atPath: from) else {
                throw SiteWriterError(path: from, reason: "cannot read file")
            }
            return .bytes([UInt8](data))
        }
    }
}
