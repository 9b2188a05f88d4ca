import BistroContent
import BistroCore
import Foundation

/// Where every page lives. Paths are relative to the site root and end in "/" (pretty URLs: the page
/// itself is `PATH/index.html`); links in pages are root-relative (`rootPath + path`), and the sitemap and
/// JSON-LD use absolute URLs (`baseURL + path`).
///
/// - home: ""
/// - full menu: "menu/"; a category: "menu/CATEGORY-ID/"; an item: "menu/CATEGORY-ID/SKU-SLUG/"
/// - meal kits: "kits/"; a kit: "kits/SKU-SLUG/"
/// - a Markdown page: "SLUG/"
public struct SiteURLs: Sendable {
    /// The site's absolute URL ending in "/", or "/" when the owner gave none.
    public let baseURL: String
    /// The path part of `baseURL`, e.g. "/" or "/cafe/": the prefix of every link.
    public let rootPath: String

    /// Top-level folders Bistro produces or reserves; a page slug may not take one.
    public static let reservedSegments: Set<String> = ["menu", "kits", "images", "assets", "receipts", "orders"]

    public init(baseURL: String) {
        self.baseURL = baseURL
        if let url = URL(string: baseURL), url.host != nil {
            let path = url.path
            rootPath = path.isEmpty ? "/" : (path.hasSuffix("/") ? path : path + "/")
        } else {
            rootPath = baseURL.hasPrefix("/") ? baseURL : "/" + baseURL
        }
    }

    /// Whether `baseURL` is absolute, as the sitemap and canonical links need.
    public var hasAbsoluteBase: Bool { baseURL.hasPrefix("http://") || baseURL.hasPrefix("https://") }

    public static let home = ""
    public static let menu = "menu/"
    public static let kits = "kits/"

    public static func category(_ id: String) -> String { "menu/\(id)/" }
    public static func item(_ sku: String, category: String) -> String { "menu/\(category)/\(Slug.make(sku))/" }
    public static func kit(_ sku: String) -> String { "kits/\(Slug.make(sku))/" }
    public static func page(_ slug: String) -> String { "\(slug)/" }

    /// The link used inside pages.
    public func link(_ path: String) -> String { rootPath + path }

    /// The absolute URL (root-relative when no absolute base URL is known).
    public func absolute(_ path: String) -> String { (hasAbsoluteBase ? baseURL : rootPath) + path }

    /// The file a page path is written to.
    public static func file(_ path: String) -> String { path + "index.html" }
}
