import BistroTemplates
import Mustache

/// A weekly meal kit as templates see it; like `ItemView`, prices formatted and descriptions in HTML.
package final class KitView: Sendable, MustacheParent, CatalogEntryView {
    package struct Meal: Hashable, Sendable, MustacheParent {
        package var day: Int
        package var name: String

        /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
        static let templateNames = TemplateNameTree(["day", "name"])

        package func child(named key: String) -> Any? {
            switch key {
            case "day": day
            case "name": name
            default: nil
            }
        }
    }

    package let sku: String
    package let name: String
    package let url: String
    package let path: String
    package let price: String
    let priceDecimal: String
    package let description: RenderedMarkdown
    /// Calories per day.
    package let calories: Int?
    package let image: ImageView?
    package let days: Int
    package let meals: [Meal]
    /// Current stock, as for `ItemView.stock`; nil is unlimited.
    package let stock: Int?
    /// As for `ItemView`: low stock to show, and whether it is the most ordered kit of the last 30 days.
    let onlyLeft: Int?
    let mostOrdered: Bool
    package let priceCents: Int
    /// The option groups, in the owner's order; [] when the customer chooses nothing.
    package let options: [OptionView]
    /// The approved ratings when there are at least `reviews.minimumCount` of them.
    let rating: RatingView?

    init(
        sku: String, name: String, url: String, path: String, price: String, priceDecimal: String,
        description: RenderedMarkdown, calories: Int?, image: ImageView?, days: Int, meals: [Meal], stock: Int?,
        onlyLeft: Int? = nil, mostOrdered: Bool = false, priceCents: Int = 0, options: [OptionView] = [],
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
        self.days = days
        self.meals = meals
        self.stock = stock
        self.onlyLeft = onlyLeft
        self.mostOrdered = mostOrdered
        self.priceCents = priceCents
        self.options = options
        self.rating = rating
    }

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(
        ["days", "hasMeals", "hasBadges"], ["meals": Meal.templateNames]
    )
    .merging(sharedTemplateNames)

    package func child(named key: String) -> Any? {
        if let shared = sharedChild(named: key) { return shared }
        switch key {
        case "days": return days
        case "meals": return meals
        case "hasMeals": return !meals.isEmpty
        case "hasBadges": return isSoldOut || onlyLeft != nil || mostOrdered
        default: return nil
        }
    }
}
