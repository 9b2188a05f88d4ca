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
/// - the order page: "order/", its data "order/order-data.json"
/// - the booking page: "book/" (with `tables.bookings` and `orders.bookingEndpoint`); a booking's own page,
///   "bookings/TOKEN/", is rendered by `bistro serve` on request, never published
/// - a Markdown page: "SLUG/"
/// - the 404 page: "404.html" (a file, not a folder)
/// - the tables' QR code sheet: "tables/" (`TableSheet`)
struct SiteURLs: Sendable {
    /// The site's absolute URL ending in "/", or "/" when the owner gave none.
    package let baseURL: String
    /// The path part of `baseURL`, e.g. "/" or "/cafe/": the prefix of every link.
    let rootPath: String

    /// Top-level folders Bistro produces or reserves; a page slug may not take one.
    static let reservedSegments: Set<String> = [
        "menu", "kits", "images", "assets", "receipts", "orders", "order", "book", "bookings", "tables",
    ]

    package init(baseURL: String) {
        self.baseURL = baseURL
        if let url = URL(string: baseURL), url.host != nil {
            let path = url.path
            rootPath = path.isEmpty ? "/" : (path.hasSuffix("/") ? path : path + "/")
        } else {
            rootPath = baseURL.hasPrefix("/") ? baseURL : "/" + baseURL
        }
    }

    /// Whether `baseURL` is absolute, as the sitemap and canonical links need.
    var hasAbsoluteBase: Bool { baseURL.hasPrefix("http://") || baseURL.hasPrefix("https://") }

    package static let home = ""
    package static let menu = "menu/"
    package static let kits = "kits/"
    package static let order = "order/"
    package static let book = "book/"
    static let orderData = "order/order-data.json"
    /// The page servers answer unknown paths with (nginx `error_page 404 /404.html;`, `bistro serve`).
    package static let notFound = "404.html"
    /// The folder of the tables' QR code sheet.
    static let tables = "tables/"

    package static func category(_ id: String) -> String { "menu/\(id)/" }
    package static func item(_ sku: String, category: String) -> String { "menu/\(category)/\(Slug.make(sku))/" }
    package static func kit(_ sku: String) -> String { "kits/\(Slug.make(sku))/" }
    package static func page(_ slug: String) -> String { "\(slug)/" }
    /// A booking's own page, served by `bistro serve` from the order book (the token is the booking's secret).
    package static func booking(token: String) -> String { "bookings/\(token)/" }

    /// The link used inside pages.
    package func link(_ path: String) -> String { rootPath + path }

    /// The absolute URL (root-relative when no absolute base URL is known).
    package func absolute(_ path: String) -> String { (hasAbsoluteBase ? baseURL : rootPath) + path }

    /// The file a page path is written to.
    package static func file(_ path: String) -> String { path + "index.html" }
}
