import Foundation

/// One file of the built site: where it goes and how its bytes are made.
public struct SiteFile: Sendable {
    public enum Source: Sendable {
        case page(SitePage)
        /// A receipt or order-history page (never in the sitemap).
        case orderPage(OrderPage)
        case text(String)
        case bytes([UInt8])
        /// A file copied from the content folder (images), read when it is written.
        case copy(from: String)
    }

    /// Relative to the output folder: "menu/burgers/index.html", "images/logo.svg".
    public var path: String
    public var source: Source

    /// Everything `bistro build` produces for a model: pages, receipt and history pages, images, assets, sitemap, robots.txt and
    /// menu.json, sorted by nothing in particular but always in the same order.
    public static func all(model: SiteModel, templates: TemplateSet) -> [SiteFile] {
        let pages = SitePage.all(in: model)
        var files = pages.map { SiteFile(path: SiteURLs.file($0.path(in: model)), source: .page($0)) }
        let contentFolder = URL(fileURLWithPath: model.content.directory)
        if let book = model.orderBook {
            files += book.pages.map { SiteFile(path: SiteURLs.file(book.path($0)), source: .orderPage($0)) }
        }
        files += model.content.images.map { SiteFile(path: $0, source: .copy(from: contentFolder.appendingPathComponent($0).path)) }
        files += templates.assets.keys.sorted().map { SiteFile(path: $0, source: .bytes(templates.assets[$0]!)) }
        files.append(SiteFile(path: "sitemap.xml", source: .text(SitemapGenerator.xml(paths: pages.map { $0.path(in: model) }, urls: model.urls))))
        files.append(SiteFile(path: "robots.txt", source: .text(RobotsGenerator.text(urls: model.urls))))
        files.append(SiteFile(path: "menu.json", source: .text(MenuExporter.json(model: model))))
        return files
    }

    /// The file's bytes; pages are rendered here, so this runs on every core.
    func bytes(renderer: PageRenderer) throws -> [UInt8] {
        switch source {
        case .page(let page): return Array(renderer.render(page).utf8)
        case .orderPage(let page): return Array(renderer.render(page).utf8)
        case .text(let text): return Array(text.utf8)
        case .bytes(let bytes): return bytes
        case .copy(let from):
            guard let data = FileManager.default.contents(atPath: from) else {
                throw SiteWriterError(path: from, reason: "cannot read file")
            }
            return [UInt8](data)
        }
    }
}
