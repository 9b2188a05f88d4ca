/// One merged order line with its price at order time.
package struct PricedLine: Hashable, Sendable {
    package var product: Catalog.Product
    package var quantity: Int
    package var note: String?

    package init(product: Catalog.Product, quantity: Int, note: String? = nil) {
        self.product = product
        self.quantity = quantity
        self.note = note
    }

    package var unitPrice: Money { product.price }
    /// unit price × quantity; nil when the product does not fit in an `Int`. A priced order keeps its line
    /// totals in `PriceBreakdown.lineTotals`.
    package var total: Money? { product.price.multiplied(by: quantity) }
}
