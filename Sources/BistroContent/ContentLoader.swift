import BistroCore
import BistroJSON
import Foundation

/// Loads a content folder: `restaurant.json` (required), `menu.json`, `kits.json`, `coupons.json`,
/// `pages/*.md` and `images/`. Every problem in every file is collected; `load` throws them all at once.
package struct ContentLoader {
    package let directory: URL
    /// How the folder is named in diagnostics ("Content"), so messages read `Content/menu.json:3:5: …`.
    package let displayDirectory: String

    package init(directory: URL, displayDirectory: String? = nil) {
        self.directory = directory
        self.displayDirectory = displayDirectory ?? directory.path
    }

    /// The content, or `ContentError` with every error found. Warnings come back alongside the content.
    package func load() throws(ContentError) -> (content: RestaurantContent, warnings: [Diagnostic]) {
        try load(forSite: true)
    }

    /// What order processing needs: the restaurant, the catalogue and the coupons, checked. Pages and
    /// images are the site's business: a bad page or a missing picture does not stop orders.
    package func loadForOrders() throws(ContentError) -> (content: RestaurantContent, warnings: [Diagnostic]) {
        try load(forSite: false)
    }

    private func load(forSite: Bool) throws(ContentError) -> (content: RestaurantContent, warnings: [Diagnostic]) {
        let log = DiagnosticLog()
        let map = SourceMap()
        let content = read(log: log, map: map, forSite: forSite)
        if let content {
            ContentChecks(
                content: content, map: map, log: log, fileExists: exists, checksImages: forSite, display: display
            ).run()
        }
        if log.hasErrors || content == nil { throw ContentError(log.diagnostics) }
        return (content!, log.diagnostics.sorted())
    }

    private func display(_ relative: String) -> String {
        displayDirectory.isEmpty
            ? relative : (displayDirectory.hasSuffix("/") ? displayDirectory : displayDirectory + "/") + relative
    }

    private func exists(_ relative: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(
            atPath: directory.appendingPathComponent(relative).path, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }

    private func readJSON(_ name: String, required: Bool, log: DiagnosticLog) -> JSONNode? {
        guard exists(name) else {
            if required {
                log.error(
                    "missing \(name): every restaurant needs one (see \(Documentation.path("content.md")))",
                    at: .file(display(name)))
            }
            return nil
        }
        return JSONFile.read(directory.appendingPathComponent(name), displayPath: display(name), log: log)
    }

    private func read(log: DiagnosticLog, map: SourceMap, forSite: Bool) -> RestaurantContent? {
        guard FileManager.default.fileExists(atPath: directory.path) else {
            log.error("content folder does not exist", at: .file(displayDirectory))
            return nil
        }
        let restaurantNode = readJSON("restaurant.json", required: true, log: log)
        let menuNode = readJSON("menu.json", required: false, log: log)
        let kitsNode = readJSON("kits.json", required: false, log: log)
        let couponsNode = readJSON("coupons.json", required: false, log: log)
        let pages = forSite ? readPages(log: log) : []
        let restaurant = restaurantNode.flatMap {
            RestaurantLoader.load($0, path: display("restaurant.json"), log: log, map: map)
        }
        // Without valid settings the other files are still checked, with a two-decimal currency.
        let currency = restaurant?.currency ?? Currency(code: "XXX", minorUnitDigits: 2)
        let categories =
            menuNode.map {
                CatalogLoader.loadMenu($0, path: display("menu.json"), currency: currency, log: log, map: map)
            } ?? []
        // A big menu's parsed tree is ~100,000 small values: freed while the loading goes on.
        releaseInBackground(menuNode)
        let kits =
            kitsNode.map {
                CatalogLoader.loadKits($0, path: display("kits.json"), currency: currency, log: log, map: map)
            } ?? (kits: [], intro: "")
        let coupons =
            couponsNode.map {
                CouponLoader.load($0, path: display("coupons.json"), currency: currency, log: log, map: map)
            } ?? []
        guard let restaurant else { return nil }
        var content = RestaurantContent(
            restaurant: restaurant, catalog: Catalog(categories: categories, kits: kits.kits), coupons: coupons,
            pages: pages, images: forSite ? listImages(log: log) : [], directory: directory.path, kitsIntro: kits.intro)
        content.stockLocations = Dictionary(
            map.stocks.map { ($0.sku, $0.location) }, uniquingKeysWith: { first, _ in first })
        content.imageLocations = Dictionary(map.images.map { ($0.path, $0.location) }, uniquingKeysWith: { a, _ in a })
        content.tablesLocation = map.tables
        return content
    }

    private func readPages(log: DiagnosticLog) -> [Page] {
        let folder = directory.appendingPathComponent("pages")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted()
        let links = ContentFolderLinks(directory: directory)
        let pages = names.compactMap { name -> Page? in
            let displayPath = display("pages/\(name)")
            if let outside = links.outside(folder.appendingPathComponent(name).path) {
                log.error(ContentFolderLinks.message(leadsTo: outside), at: .file(displayPath))
                return nil
            }
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
                log.error("cannot read file", at: .file(displayPath))
                return nil
            }
            guard let text = String(data: data, encoding: .utf8) else {
                log.error("file is not valid UTF-8", at: .file(displayPath))
                return nil
            }
            return PageLoader.load(text: text, fileName: String(name.dropLast(3)), displayPath: displayPath, log: log)
        }
        return pages.sorted { ($0.menuOrder ?? Int.max, $0.title) < ($1.menuOrder ?? Int.max, $1.title) }
    }

    /// Every file under `images/`, but hidden ones and those that are, or lie in a folder that is, a
    /// symbolic link leading outside the content folder (`ContentFolderLinks`): each of those is an error.
    private func listImages(log: DiagnosticLog) -> [String] {
        let links = ContentFolderLinks(directory: directory)
        if let outside = links.outside(directory.appendingPathComponent("images").path) {
            log.error(ContentFolderLinks.message(leadsTo: outside), at: .file(display("images")))
            return []
        }
        // Resolved first: FileManager's enumerator lists nothing under an `images` that is a symbolic link.
        let folder = directory.appendingPathComponent("images").resolvingSymlinksInPath()
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var images: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") { continue }
            let path = folder.appendingPathComponent(relative).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            if let outside = links.outside(path) {
                log.error(ContentFolderLinks.message(leadsTo: outside), at: .file(display("images/" + relative)))
            } else {
                images.append("images/" + relative)
            }
        }
        return images.sorted()
    }
}
