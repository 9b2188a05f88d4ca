import Mustache

/// A weekly meal kit as templates see it; like `ItemView`, prices formatted and descriptions in HTML.
public final class KitView: Sendable, MustacheParent {
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

    public var isSoldOut: Bool { stock == 0 }

    public func child(named key: String) -> Any? {
        switch key {
        case "sku": sku
        case "name": name
        case "url": url
        case "price": price
        case "priceDecimal": priceDecimal
        case "descriptionHTML": description.html.isEmpty ? nil : description.html
        case "summary": description.plainText.isEmpty ? nil : description.summary()
        case "calories": calories
        case "image": image
        case "days": days
        case "meals": meals
        case "hasMeals": !meals.isEmpty
        case "stock": stock
        case "soldOut": isSoldOut
        case "onlyLeft": onlyLeft
        case "mostOrdered": mostOrdered
        case "hasBadges": isSoldOut || onlyLeft != nil || mostOrdered
        default: nil
        }
    }
}
