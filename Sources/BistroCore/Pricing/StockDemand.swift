/// How many units of one counted thing an order takes: a product (all its lines together, whatever their
/// options) or one choice of a product's option (every line that chose it).
package struct StockDemand: Hashable, Sendable {
    /// The SKU, or the choice's `ItemOption.stockKey`.
    package var key: String
    package var product: Catalog.Product
    /// nil for the product itself.
    package var choice: ItemOption.Choice?
    package var quantity: Int

    /// Content's starting value for the key (the choice's own, for a choice); nil means unlimited.
    package var initialStock: Int? {
        if let choice { return choice.stock }
        return product.initialStock
    }

    /// "Royal Burger (RC-BURG-01)" or "Peameal bacon on Royal Burger (RC-BURG-01)".
    package var description: String {
        let item = "\(product.name) (\(product.sku))"
        return choice.map { "\($0.name) on \(item)" } ?? item
    }
}

extension [PricedLine] {
    /// The units the lines take of each product and each option choice, in order of first appearance
    /// (a product before its choices).
    package var stockDemand: [StockDemand] {
        var demand: [StockDemand] = []
        var index: [String: Int] = [:]
        func add(_ key: String, _ product: Catalog.Product, _ choice: ItemOption.Choice?, _ quantity: Int) {
            if let at = index[key] {
                demand[at].quantity += quantity
            } else {
                index[key] = demand.count
                demand.append(StockDemand(key: key, product: product, choice: choice, quantity: quantity))
            }
        }
        for line in self {
            add(line.product.sku, line.product, nil, line.quantity)
            for chosen in line.options {
                for choice in chosen.choices {
                    add(
                        ItemOption.stockKey(sku: line.product.sku, option: chosen.option.id, choice: choice.id),
                        line.product, choice, line.quantity)
                }
            }
        }
        return demand
    }
}
