/// One dish on the menu.
package struct MenuItem: Hashable, Sendable {
    package var sku: String
    package var name: String
    package var price: Money
    /// Markdown, as the owner wrote it.
    package var description: String
    package var calories: Int?
    /// Path of the picture relative to the content folder, e.g. "images/royal-burger.svg".
    package var image: String?
    package var diet: [String]
    package var allergens: [String]
    /// Initial stock; nil means unlimited.
    package var stock: Int?
    package var preparationMinutes: Int?
    /// The id of the category the item is listed in.
    package var categoryID: String
    /// Choices the customer makes (size, extras), in the owner's order.
    package var options: [ItemOption]

    package init(
        sku: String, name: String, price: Money, description: String = "", calories: Int? = nil,
        image: String? = nil, diet: [String] = [], allergens: [String] = [], stock: Int? = nil,
        preparationMinutes: Int? = nil, categoryID: String, options: [ItemOption] = []
    ) {
        self.sku = sku
        self.name = name
        self.price = price
        self.description = description
        self.calories = calories
        self.image = image
        self.diet = diet
        self.allergens = allergens
        self.stock = stock
        self.preparationMinutes = preparationMinutes
        self.categoryID = categoryID
        self.options = options
    }
}
