/// A weekly meal package: several days of meals sold as one SKU.
public struct MealKit: Hashable, Sendable {
    public struct Meal: Hashable, Sendable {
        public var day: Int
        public var name: String

        public init(day: Int, name: String) {
            self.day = day
            self.name = name
        }
    }

    public var sku: String
    public var name: String
    public var price: Money
    /// Markdown.
    public var description: String
    /// Calories per day.
    public var calories: Int?
    public var image: String?
    public var days: Int
    public var meals: [Meal]
    /// Initial stock; nil means unlimited.
    public var stock: Int?

    public init(
        sku: String, name: String, price: Money, description: String = "", calories: Int? = nil,
        image: String? = nil, days: Int = 7, meals: [Meal] = [], stock: Int? = nil
    ) {
        self.sku = sku
        self.name = name
        self.price = price
        self.description = description
        self.calories = calories
        self.image = image
        self.days = days
        self.meals = meals
        self.stock = stock
    }
}
