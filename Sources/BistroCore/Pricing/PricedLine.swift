/// One merged order line with its price at order time.
public struct PricedLine: Hashable, Sendable {
    public var product: Catalog.Product
    public var quantity: Int
    public var note: String?

    public init(product: Catalog.Product, quantity: Int, note: String? = nil) {
        self.product = product
        self.quantity = quantity
        self.note = note
    }

    public var unitPrice: Money { product.price }
    /// unit price × quantity; nil when the product does not fit in an `Int`. A priced order keeps its line
    /// totals in `PriceBreakdown.lineTotals`.
    public var total: Money? { product.price.multiplied(by: quantity) }
}
