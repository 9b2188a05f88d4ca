/// One HTML page of the site, by what it shows. Indices point into `SiteModel`'s arrays.
package enum SitePage: Hashable, Sendable {
    case home
    case menu
    case category(Int)
    case item(category: Int, item: Int)
    case kits
    case kit(Int)
    case page(Int)
    /// The order page: the cart, the estimate and the order form (`order/`).
    case order
    /// The booking page: a date, a party size, the free times and the guest's details (`book/`); only for a
    /// restaurant that takes bookings (`SiteModel.bookingForm`).
    case book
    /// The 404 page, `404.html` at the root: not in `all(in:)` (nor the sitemap), published beside it.
    case notFound

    /// Every page of the model, biggest first (the full menu), so the concurrent render starts on it early.
    package static func all(in model: SiteModel) -> [SitePage] {
        var pages: [SitePage] = [.menu, .home]
        pages += model.categories.indices.map(SitePage.category)
        if !model.kits.isEmpty { pages.append(.kits) }
        pages += model.kits.indices.map(SitePage.kit)
        pages += model.pages.indices.map(SitePage.page)
        pages.append(.order)
        if model.bookingForm != nil { pages.append(.book) }
        for (c, category) in model.categories.enumerated() {
            pages += category.items.indices.map { SitePage.item(category: c, item: $0) }
        }
        return pages
    }

    /// The page's path relative to the site root ("menu/burgers/"); its file is `path + "index.html"`, but
    /// for the 404 page, whose path is its file ("404.html").
    package func path(in model: SiteModel) -> String {
        switch self {
        case .home: SiteURLs.home
        case .menu: SiteURLs.menu
        case .category(let c): model.categories[c].path
        case .item(let c, let i): model.categories[c].items[i].path
        case .kits: SiteURLs.kits
        case .kit(let k): model.kits[k].path
        case .page(let p): model.pages[p].path
        case .order: SiteURLs.order
        case .book: SiteURLs.book
        case .notFound: SiteURLs.notFound
        }
    }

    /// The template that renders it.
    package var template: String {
        switch self {
        case .home: "home"
        case .menu: "menu"
        case .category: "category"
        case .item: "item"
        case .kits: "kits"
        case .kit: "kit"
        case .page: "page"
        case .order: "order"
        case .book: "book"
        case .notFound: "not-found"
        }
    }
}
