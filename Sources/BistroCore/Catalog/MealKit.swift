/// A weekly meal package: several days of meals sold as one SKU.
package struct MealKit: Hashable, Sendable {
    package struct Meal: Hashable, Sendable {
        package var day: Int
        package var name: String

        package init(day: Int, name: String) {
            self.day = day
            self.name = name
        }
    }

    package var sku: String
    package var name: String
    package var price: Money
    /// Markdown.
    package var description: String
    /// Calories per day.
    package var calories: Int?
    package var image: String?
    package var days: Int
    package var meals: [Meal]
    /// Initial stock; nil means unlimited.
    package var stock: Int?
    /// Choices the customer makes, in the owner's order.
    package var options: [ItemOption]

    package init(
        sku: String, name: String, price: Money, description: String = "", calories: Int? = nil,
        image: String? = nil, days: Int = 7, meals: [Meal] = [], stock: Int? = nil, options: [ItemOption] = []
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
        self.options = options
    }
}
