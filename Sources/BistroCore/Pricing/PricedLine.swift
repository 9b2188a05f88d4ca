/// One merged order line with its price at order time: a product with the options chosen for it.
package struct PricedLine: Hashable, Sendable {
    package var product: Catalog.Product
    package var quantity: Int
    package var note: String?
    /// The choices made, one entry per option group of the product that has any (groups in the product's
    /// order, choices in the group's).
    package var options: [ChosenOption]

    package init(product: Catalog.Product, quantity: Int, note: String? = nil, options: [ChosenOption] = []) {
        self.product = product
        self.quantity = quantity
        self.note = note
        self.options = options
    }

    /// The item's price plus its chosen choices' prices; nil when that does not fit in an `Int`.
    package var unitPrice: Money? {
        options.isEmpty
            ? product.price : options.price(currency: product.price.currency).flatMap { product.price.adding($0) }
    }

    /// unit price × quantity; nil when it does not fit in an `Int`. A priced order keeps its line totals in
    /// `PriceBreakdown.lineTotals`.
    package var total: Money? { unitPrice?.multiplied(by: quantity) }
}
