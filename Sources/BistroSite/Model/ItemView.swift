import BistroTemplates
import Mustache

/// A diet label on an item ("Vegan"), with a class-safe slug for styling.
struct DietBadge: Hashable, Sendable, MustacheParent {
    package var slug: String
    package var label: String

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(["slug", "label"])

    package func child(named key: String) -> Any? {
        switch key {
        case "slug": slug
        case "label": label
        default: nil
        }
    }
}

/// A menu item as templates see it: text escaped by Mustache, the price already formatted for the
/// restaurant's locale, the description already HTML (use `{{{item.descriptionHTML}}}`).
package final class ItemView: Sendable, MustacheParent, CatalogEntryView {
    package let sku: String
    package let name: String
    /// Root-relative link to the item's page.
    package let url: String
    /// Site-relative path of the item's page ("menu/burgers/rc-burg-01/").
    package let path: String
    /// "$16.50" in en_CA.
    package let price: String
    /// "16.50": the interchange form, for machine-readable output.
    let priceDecimal: String
    package let description: RenderedMarkdown
    package let calories: Int?
    package let image: ImageView?
    let diets: [DietBadge]
    package let allergens: [String]
    /// Current stock: the order database's when the build reads one (`--db`) and tracks this SKU, else the
    /// content's initial stock; nil is unlimited.
    package let stock: Int?
    let categoryName: String
    let categoryURL: String
    /// The stock when it is low (1 up to the build's threshold): "Only 3 left". nil otherwise.
    let onlyLeft: Int?
    /// Whether this is its category's most ordered item over the last 30 days (needs `--db`).
    let mostOrdered: Bool
    package let priceCents: Int
    /// The item's diets and allergens as filter tokens ("vegan gluten-free"; see `FilterOption.token`).
    let dietTokens: String
    let allergenTokens: String
    /// The option groups, in the owner's order; [] when the customer chooses nothing.
    package let options: [OptionView]
    /// The approved ratings when there are at least `reviews.minimumCount` of them.
    let rating: RatingView?

    init(
        sku: String, name: String, url: String, path: String, price: String, priceDecimal: String,
        description: RenderedMarkdown, calories: Int?, image: ImageView?, diets: [DietBadge], allergens: [String],
        stock: Int?, categoryName: String, categoryURL: String, onlyLeft: Int? = nil, mostOrdered: Bool = false,
        priceCents: Int = 0, dietWords: [String] = [], options: [OptionView] = [],
        rating: RatingView? = nil
    ) {
        self.sku = sku
        self.name = name
        self.url = url
        self.path = path
        self.price = price
        self.priceDecimal = priceDecimal
        self.description = description
        self.calories = calories
        self.image = image
        self.diets = diets
        self.allergens = allergens
        self.stock = stock
        self.categoryName = categoryName
        self.categoryURL = categoryURL
        self.onlyLeft = onlyLeft
        self.mostOrdered = mostOrdered
        self.priceCents = priceCents
        self.dietTokens = dietWords.map(FilterOption.token).joined(separator: " ")
        self.allergenTokens = allergens.map(FilterOption.token).joined(separator: " ")
        self.options = options
        self.rating = rating
    }

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(
        [
            "hasDiets", "allergens", "allergensText", "hasAllergens", "categoryName", "categoryURL", "dietTokens",
            "allergenTokens",
        ],
        ["diets": DietBadge.templateNames, "rendered": TemplateNameTree(partialsBelow: "partials/")]
    ).merging(sharedTemplateNames)

    package func child(named key: String) -> Any? {
        if let shared = sharedChild(named: key) { return shared }
        switch key {
        case "diets": return diets
        case "hasDiets": return !diets.isEmpty
        case "allergens": return allergens
        case "allergensText": return allergens.isEmpty ? nil : allergens.joined(separator: ", ")
        case "hasAllergens": return !allergens.isEmpty
        case "categoryName": return categoryName
        case "categoryURL": return categoryURL
        case "dietTokens": return dietTokens
        case "allergenTokens": return allergenTokens
        case "rendered": return RenderScope.page.map { ItemRenderedLookup(item: self, context: $0.context) }
        default: return nil
        }
    }
}
