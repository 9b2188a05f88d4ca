extension Catalog {
    /// Something whose units the order book can count: a product (by SKU) or one choice of a product's
    /// option (by `ItemOption.stockKey`, "RC-BURG-01/extras/bacon").
    package struct Stocked: Hashable, Sendable {
        package var key: String
        /// The product's SKU (the key's, for an option choice).
        package var sku: String
        /// "Royal Burger" or "Royal Burger: Peameal bacon".
        package var name: String
        /// Content's starting value; nil means unlimited.
        package var initialStock: Int?
    }

    /// Every product and every option choice, in the owner's order (each product followed by its choices).
    package var stocked: [Stocked] {
        products.flatMap { product in
            [Stocked(key: product.sku, sku: product.sku, name: product.name, initialStock: product.initialStock)]
                + product.options.flatMap { option in
                    option.choices.map {
                        Stocked(
                            key: ItemOption.stockKey(sku: product.sku, option: option.id, choice: $0.id),
                            sku: product.sku,
                            name: "\(product.name): \($0.name)", initialStock: $0.stock)
                    }
                }
        }
    }
}
