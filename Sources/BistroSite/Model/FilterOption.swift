import BistroCore
import BistroTemplates
import Mustache

/// One checkbox of the menu filters: a diet to keep or an allergen to avoid, with the word as the owner
/// wrote it in menu.json (`value`) and how it is shown (`label`). Cards carry the same words as
/// space-separated tokens (`FilterOption.token`), which the filter script compares.
struct FilterOption: Hashable, Sendable, MustacheParent {
    package var value: String
    package var label: String

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(["value", "label"])

    package func child(named key: String) -> Any? {
        switch key {
        case "value": value
        case "label": label
        default: nil
        }
    }

    /// A word as one token of a `data-diets` or `data-allergens` attribute: lower-cased, each run of white
    /// space a dash ("Tree nuts" → "tree-nuts"). menu-filters.js makes the checkbox values into tokens the
    /// same way.
    package static func token(_ word: String) -> String {
        word.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: "-")
    }

    /// Every diet of the menu's items, first use first, labelled as the badges are.
    static func diets(_ catalog: Catalog) -> [FilterOption] {
        distinct(catalog.categories.flatMap { $0.items.flatMap(\.diet) }).map {
            FilterOption(value: $0, label: Diet.label($0))
        }
    }

    /// Every allergen of the menu's items, first use first.
    static func allergens(_ catalog: Catalog) -> [FilterOption] {
        distinct(catalog.categories.flatMap { $0.items.flatMap(\.allergens) }).map {
            FilterOption(value: $0, label: $0.prefix(1).uppercased() + $0.dropFirst())
        }
    }

    private static func distinct(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.filter { !token($0).isEmpty && seen.insert(token($0)).inserted }
    }
}
