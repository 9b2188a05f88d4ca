import BistroCore

/// The parts of the catalogue that show something different of the order book between the activity its
/// pages were rendered with and the book's now: the categories and meal kits with a product (or an option
/// choice) whose stock, "most ordered" mark or shown ratings moved. A publisher that knows what its pages show renders
/// only the files that show those parts: an order for one dish renders the pages that list every dish,
/// its category and that category's item pages, not the whole catalogue.
struct CatalogueChange: Sendable {
    private(set) var categories: Set<Int> = []
    private(set) var kits: Set<Int> = []

    /// nil when the two differ in what applies to every product (the "only N left" threshold).
    init?(from shown: CatalogActivity, to now: CatalogActivity, catalog: Catalog) {
        guard shown.lowStockThreshold == now.lowStockThreshold else { return nil }
        var moved = shown.mostOrdered.symmetricDifference(now.mostOrdered)
        for stocked in catalog.stocked
        where shown.stock(stocked.key, initial: stocked.initialStock)
            != now.stock(stocked.key, initial: stocked.initialStock)
        {
            moved.insert(stocked.sku)
        }
        for sku in Set(shown.ratings.keys).union(now.ratings.keys) where shown.ratings[sku] != now.ratings[sku] {
            moved.insert(sku)
        }
        for (index, category) in catalog.categories.enumerated()
        where category.items.contains(where: { moved.contains($0.sku) }) {
            categories.insert(index)
        }
        for (index, kit) in catalog.kits.enumerated() where moved.contains(kit.sku) { kits.insert(index) }
    }

    var isEmpty: Bool { categories.isEmpty && kits.isEmpty }

    /// Whether a file of `scope` shows any of the change.
    func touches(_ scope: ActivityScope) -> Bool {
        switch scope {
        case .none: false
        case .all: !isEmpty
        case .category(let index): categories.contains(index)
        case .kits: !kits.isEmpty
        case .kit(let index): kits.contains(index)
        }
    }
}

/// What of the order book's activity (stock, "most ordered", ratings) a file of the site shows, by what its
/// template is given (`PageRenderer`): every product, one category's (an item page is given its
/// category), the kits', one kit's, or none.
enum ActivityScope: Sendable {
    case none
    case all
    case category(Int)
    case kits
    case kit(Int)
}

extension SitePage {
    var activityScope: ActivityScope {
        switch self {
        case .home, .menu, .order: .all
        case .category(let index), .item(let index, _): .category(index)
        case .kits: .kits
        case .kit(let index): .kit(index)
        case .page, .book, .notFound: .none
        }
    }
}
