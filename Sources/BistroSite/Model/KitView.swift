import Mustache

/// A weekly meal kit as templates see it; like `ItemView`, prices formatted and descriptions in HTML.
public final class KitView: Sendable, MustacheParent, CatalogEntryView {
    public struct Meal: Hashable, Sendable, MustacheParent {
        public var day: Int
        public var name: String

        public func child(named key: String) -> Any? {
            switch key {
            case "day": day
            case "name": name
            default: nil
            }
        }
    }

    public let sku: String
    public let name: String
    public let url: String
    public let path: String
    public let price: String
    public let priceDecimal: String
    public let description: RenderedMarkdown
    /// Calories per day.
    public let calories: Int?
    public let image: ImageView?
    public let days: Int
    public let meals: [Meal]
    /// Current stock, as for `ItemView.stock`; nil is unlimited.
    public let stock: Int?
    /// As for `ItemView`: low stock to show, and whether it is the most ordered kit of the last 30 days.
    public let onlyLeft: Int?
    public let mostOrdered: Bool


    public init(sku: String, name: String, url: String, path: String, price: String, priceDecimal: String, description: RenderedMarkdown, calories: Int?, image: ImageView?, days: Int, meals: [Meal], stock: Int?, onlyLeft: Int? = nil, mostOrdered: Bool = false) {
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
    }

    public func child(named key: String) -> Any? {
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
