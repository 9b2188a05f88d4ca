/// Everything the restaurant sells: menu categories with their items, and meal kits. SKUs are unique
/// across both (the content loader reports duplicates).
public struct Catalog: Hashable, Sendable {
    public var categories: [MenuCategory]
    public var kits: [MealKit]

    public init(categories: [MenuCategory] = [], kits: [MealKit] = []) {
        self.categories = categories
        self.kits = kits
    }

    /// What can be ordered under one SKU, whichever list it comes from.
    public struct Product: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable { case item, kit }
        public var sku: String
        public var name: String
        public var price: Money
        public var kind: Kind
        /// The category id for items; "kits" for meal kits.
        public var categoryID: String
        public var initialStock: Int?
        public var preparationMinutes: Int?
    }

    /// Every orderable product, menu items first, in the owner's order.
    public var products: [Product] {
        categories.flatMap { category in
            category.items.map {
                Product(sku: $0.sku, name: $0.name, price: $0.price, kind: .item, categoryID: category.id,
                        initialStock: $0.stock, preparationMinutes: $0.preparationMinutes)
            }
        } + kits.map {
            Product(sku: $0.sku, name: $0.name, price: $0.price, kind: .kit, categoryID: "kits",
                    initialStock: $0.stock, preparationMinutes: nil)
        }
    }

    /// Products by SKU, for the order processor's look-ups.
    public func productsBySKU() -> [String: Product] {
        Dictionary(products.map { ($0.sku, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
