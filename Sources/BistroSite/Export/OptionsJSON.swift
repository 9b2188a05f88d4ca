import BistroCore
import BistroJSON

/// An item's or kit's option groups as `menu.json` and `order-data.json` give them. Each choice's stock is
/// the order book's when the build reads one (`--db`) and tracks the choice's stock key
/// ("RC-BURG-04/extras/extra-fish"), else the content's; null is unlimited.
enum OptionsJSON {
    /// `[{"id", "name", "min", "max", "choices": [{"id", "name", "price": "2.50", "stock"}]}]`.
    static func menu(_ options: [ItemOption], sku: String, activity: CatalogActivity) -> JSONValue {
        groups(options) { option, choice in
            ["price": .string(choice.price.decimalString), "stock": .optional(stock(sku, option, choice, activity))]
        }
    }

    /// `[{"id", "name", "min", "max", "choices": [{"id", "name", "priceCents": 250, "stock", "soldOut"}]}]`.
    static func orderData(_ options: [ItemOption], sku: String, activity: CatalogActivity) -> JSONValue {
        groups(options) { option, choice in
            let left = stock(sku, option, choice, activity)
            return ["priceCents": .int(choice.price.minorUnits), "stock": .optional(left), "soldOut": .bool(left == 0)]
        }
    }

    /// The options of every product that has any, by SKU.
    static func bySKU(_ catalog: Catalog) -> [String: [ItemOption]] {
        Dictionary(
            catalog.products.filter { !$0.options.isEmpty }.map { ($0.sku, $0.options) },
            uniquingKeysWith: { first, _ in first })
    }

    private static func stock(
        _ sku: String, _ option: ItemOption, _ choice: ItemOption.Choice, _ activity: CatalogActivity
    ) -> Int? {
        activity.stock(ItemOption.stockKey(sku: sku, option: option.id, choice: choice.id), initial: choice.stock)
    }

    private static func groups(
        _ options: [ItemOption], choiceFields: (ItemOption, ItemOption.Choice) -> [String: JSONValue]
    ) -> JSONValue {
        .array(
            options.map { option in
                [
                    "id": .string(option.id), "name": .string(option.name), "min": .int(option.min),
                    "max": .int(option.max),
                    "choices": .array(
                        option.choices.map { choice in
                            .object(
                                [("id", .string(choice.id)), ("name", .string(choice.name))]
                                    + choiceFields(option, choice).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
                            )
                        }),
                ]
            })
    }
}
