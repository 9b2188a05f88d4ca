import BistroContent
import BistroCore
import BistroOrderBook

/// Content's `stock` is only where the order book starts counting: once a SKU has been ordered (or set),
/// editing the value in Content changes nothing. When Content now says something else than the value the
/// book started from, say so at the `stock` key, with the command that applies it.
enum StockStartCheck {
    static func warnings(content: RestaurantContent, activity: CatalogActivitySource) -> [Diagnostic] {
        content.catalog.stocked.compactMap { product in
            guard let start = activity.stockStarts[product.key], let location = content.stockLocations[product.key],
                let written = product.initialStock, written != start
            else { return nil }
            let left = activity.stock[product.key].map { $0.map { "\($0) left" } ?? "unlimited" } ?? "\(start) left"
            return Diagnostic(
                .warning, at: location,
                """
                \(product.key)'s stock is \(written) here, but the order book counts from \(start) (now \(left)); \
                Content's stock is only the starting point: run `bistro stock reset \(product.key)` to start again \
                from \(written), or `bistro stock set \(product.key) N`
                """)
        }
    }
}
