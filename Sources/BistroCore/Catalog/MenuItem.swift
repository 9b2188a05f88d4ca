/// One dish on the menu.
public struct MenuItem: Hashable, Sendable {
    public var sku: String
    public var name: String
    public var price: Money
    /// Markdown, as the owner wrote it.
    public var description: String
    public var calories: Int?
    /// Path of the picture relative to the content folder, e.g. "images/royal-burger.svg".
    public var image: String?
    public var diet: [String]
    public var allergens: [String]
    /// Initial stock; nil means unlimited.
    public var stock: Int?
    public var preparationMinutes: Int?
    /// The id of the category the item is listed in.
    public var categoryID: String

    public init(
        sku: String, name: String, price: Money, description: String = "", calories: Int? = nil,
        image: String? = nil, diet: [String] = [], allergens: [String] = [], stock: Int? = nil,
        preparationMinutes: Int? = nil, categoryID: String
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
    }
}
