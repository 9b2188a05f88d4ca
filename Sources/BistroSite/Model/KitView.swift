import Mustache

/// A weekly meal kit as templates see it; like `ItemView`, prices formatted and descriptions in HTML.
public struct KitView: Hashable, Sendable, MustacheParent {
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

    public var sku: String
    public var name: String
    public var url: String
    public var path: String
    public var price: String
    public var priceDecimal: String
    public var description: RenderedMarkdown
    /// Calories per day.
    public var calories: Int?
    public var image: ImageView?
    public var days: Int
    public var meals: [Meal]
    public var stock: Int?

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
        default: nil
        }
    }
}
