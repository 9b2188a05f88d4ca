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
    /// unit price × quantity.
    public var total: Money { product.price * quantity }
}
