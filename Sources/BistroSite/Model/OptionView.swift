import BistroCore
import BistroTemplates
import Mustache

/// An option group of an item or kit as templates see it: "Size (choose 1): Regular, Large +$2.50".
package struct OptionView: Hashable, Sendable, MustacheParent {
    package struct Choice: Hashable, Sendable, MustacheParent {
        package var id: String
        package var name: String
        /// "+$2.50" in en_CA; nil when the choice adds nothing to the price.
        package var extra: String?
        /// "2.50": the interchange form.
        var priceDecimal: String
        /// Current stock, as for `ItemView.stock` (under the choice's stock key); nil is unlimited.
        package var stock: Int?
        /// The stock when it is low, as for `ItemView.onlyLeft`.
        var onlyLeft: Int?
        /// Whether another choice follows in the list (for ", " between choices).
        package var more: Bool = false

        var soldOut: Bool { stock == 0 }

        /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
        static let templateNames = TemplateNameTree([
            "id", "name", "extra", "priceDecimal", "stock", "soldOut", "onlyLeft", "more",
        ])

        package func child(named key: String) -> Any? {
            switch key {
            case "id": id
            case "name": name
            case "extra": extra
            case "priceDecimal": priceDecimal
            case "stock": stock
            case "soldOut": soldOut
            case "onlyLeft": onlyLeft
            case "more": more
            default: nil
            }
        }
    }

    package var id: String
    package var name: String
    package var min: Int
    package var max: Int
    package var choices: [Choice]

    /// How many choices the group takes: "choose 1", "up to 3", "optional" (none or one), "choose 1 to 3".
    package var rule: String {
        if min == max { return "choose \(min)" }
        if min == 0 { return max == 1 ? "optional" : "up to \(max)" }
        return "choose \(min) to \(max)"
    }

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(
        ["id", "name", "min", "max", "rule", "required"], ["choices": Choice.templateNames])

    package func child(named key: String) -> Any? {
        switch key {
        case "id": id
        case "name": name
        case "min": min
        case "max": max
        case "rule": rule
        case "required": min > 0
        case "choices": choices
        default: nil
        }
    }
}

extension OptionView {
    /// The views of a product's option groups, with each choice's current stock from `activity` (under
    /// `ItemOption.stockKey`) and its price formatted by `format`.
    init(_ option: ItemOption, sku: String, activity: CatalogActivity, format: (Money) -> String) {
        self.init(
            id: option.id, name: option.name, min: option.min, max: option.max,
            choices: option.choices.enumerated().map { index, choice in
                let stock = activity.stock(
                    ItemOption.stockKey(sku: sku, option: option.id, choice: choice.id), initial: choice.stock)
                return Choice(
                    id: choice.id, name: choice.name,
                    extra: choice.price.minorUnits == 0 ? nil : "+" + format(choice.price),
                    priceDecimal: choice.price.decimalString, stock: stock, onlyLeft: activity.onlyLeft(stock),
                    more: index < option.choices.count - 1)
            })
    }
}
