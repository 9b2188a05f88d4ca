/// A group of choices a customer makes for one menu item or kit ("Size": Regular or Large; "Extras": up to
/// three of cheese, bacon, …), with how many choices the group takes (`min`...`max`). A choice adds its price
/// to the item's unit price; a choice with `stock` is counted down like an item.
package struct ItemOption: Hashable, Sendable {
    package struct Choice: Hashable, Sendable {
        package var id: String
        package var name: String
        /// Added to the item's unit price; never negative.
        package var price: Money
        /// Initial stock; nil means unlimited.
        package var stock: Int?

        package init(id: String, name: String, price: Money, stock: Int? = nil) {
            self.id = id
            self.name = name
            self.price = price
            self.stock = stock
        }
    }

    package var id: String
    package var name: String
    package var min: Int
    package var max: Int
    package var choices: [Choice]

    package init(id: String, name: String, min: Int, max: Int, choices: [Choice]) {
        self.id = id
        self.name = name
        self.min = min
        self.max = max
        self.choices = choices
    }

    package func choice(_ id: String) -> Choice? { choices.first { $0.id == id } }

    /// The key under which the order book keeps a choice's stock: "RC-BURG-01/extras/bacon". SKUs hold no
    /// '/', so it never names an item.
    package static func stockKey(sku: String, option: String, choice: String) -> String { "\(sku)/\(option)/\(choice)" }
}

/// The choices made in one option group of an order line, in the order the item lists them.
package struct ChosenOption: Hashable, Sendable {
    package var option: ItemOption
    package var choices: [ItemOption.Choice]

    package init(option: ItemOption, choices: [ItemOption.Choice]) {
        self.option = option
        self.choices = choices
    }
}

extension [ChosenOption] {
    /// The sum of the chosen choices' prices, nil when it does not fit in an `Int`.
    package func price(currency: Currency) -> Money? {
        Money.sum(flatMap { $0.choices.map(\.price) }, currency: currency)
    }
}
