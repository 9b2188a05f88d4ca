import BistroCore
import BistroOrderBook

/// What the order book says about the catalog, for the menu's badges: the current stock of the SKUs the
/// database tracks (others keep the content's starting stock), "only N left" from 1 up to the threshold,
/// and the most ordered product of each category (meal kits count as one category): most units on
/// orders of the recent window, ties to the smaller SKU, and only with at least one unit ordered.
/// The approved ratings of the dishes that have at least `reviews.minimumCount` of them (none when
/// `reviews.enabled` is false): what the pages show of them.
/// Without an order book it changes nothing: content stock, no "most ordered", no ratings.
struct CatalogActivity: Sendable {
    let stock: [String: Int?]
    let mostOrdered: Set<String>
    let lowStockThreshold: Int
    let ratings: [String: DishReviews]

    init(
        catalog: Catalog, source: CatalogActivitySource?, lowStockThreshold: Int,
        reviews: ReviewSettings = ReviewSettings()
    ) {
        self.stock = source?.stock ?? [:]
        self.lowStockThreshold = lowStockThreshold
        self.ratings =
            reviews.enabled ? (source?.reviews ?? [:]).filter { $0.value.summary.count >= reviews.minimumCount } : [:]
        guard let recent = source?.recentQuantities else {
            mostOrdered = []
            return
        }
        let groups = catalog.categories.map { $0.items.map(\.sku) } + [catalog.kits.map(\.sku)]
        mostOrdered = Set(
            groups.compactMap { skus in
                skus.compactMap { sku in recent[sku].flatMap { $0 > 0 ? (sku, $0) : nil } }
                    .min { ($0.1, $1.0) > ($1.1, $0.0) }?.0
            })
    }

    /// The SKU's current stock; nil is unlimited.
    func stock(_ sku: String, initial: Int?) -> Int? {
        if let kept = stock[sku] { return kept }
        return initial
    }

    /// The stock to announce as "only N left", or nil.
    func onlyLeft(_ stock: Int?) -> Int? {
        guard let stock, stock > 0, stock <= lowStockThreshold else { return nil }
        return stock
    }

    /// A digest of everything the catalogue pages show of the order book (each product's stock, the most
    /// ordered set, the threshold, the ratings shown): when it is what the last build published, no
    /// catalogue page changes.
    func digest(catalog: Catalog) -> String {
        var hash = FNV1a()
        hash.add("low:\(lowStockThreshold)")
        for product in catalog.stocked {
            hash.add("\(product.key)=\(stock(product.key, initial: product.initialStock).map(String.init) ?? "-")")
        }
        for sku in mostOrdered.sorted() { hash.add("most:" + sku) }
        for sku in ratings.keys.sorted() {
            guard let shown = ratings[sku] else { continue }
            hash.add("rated:\(sku)=\(shown.summary.distribution)")
            for comment in shown.latest {
                for field in [comment.reviewer, "\(comment.stars)", comment.reviewedAt.iso8601, comment.text] {
                    hash.add(field)
                }
                hash.add(comment.reply.map { "reply:" + $0 } ?? "-")
            }
        }
        return hash.hex
    }
}
