/// Everything the restaurant sells: menu categories with their items, and meal kits. SKUs are unique
/// across both (the content loader reports duplicates).
package struct Catalog: Hashable, Sendable {
    package var categories: [MenuCategory]
    package var kits: [MealKit]

    package init(categories: [MenuCategory] = [], kits: [MealKit] = []) {
        self.categories = categories
        self.kits = kits
    }

    /// What can be ordered under one SKU, whichever list it comes from.
    package struct Product: Hashable, Sendable {
        package enum Kind: String, Hashable, Sendable { case item, kit }
        package var sku: String
        package var name: String
        package var price: Money
        package var kind: Kind
        /// The category id for items; "kits" for meal kits.
        package var categoryID: String
        package var initialStock: Int?
        package var preparationMinutes: Int?
        /// The item's option groups, in the owner's order.
        package var options: [ItemOption] = []

        package func option(_ id: String) -> ItemOption? { options.first { $0.id == id } }
    }

    /// Every orderable product, menu items first, in the owner's order.
    package var products: [Product] {
        categories.flatMap { category in
            category.items.map {
                Product(
                    sku: $0.sku, name: $0.name, price: $0.price, kind: .item, categoryID: category.id,
                    initialStock: $0.stock, preparationMinutes: $0.preparationMinutes, options: $0.options)
            }
        }
            + kits.map {
                Product(
                    sku: $0.sku, name: $0.name, price: $0.price, kind: .kit, categoryID: "kits",
                    initialStock: $0.stock, preparationMinutes: nil, options: $0.options)
            }
    }

    /// Products by SKU, for the order processor's look-ups.
    package func productsBySKU() -> [String: Product] {
        Dictionary(products.map { ($0.sku, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
