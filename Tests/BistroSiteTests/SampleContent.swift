import Foundation

@testable import BistroContent
@testable import BistroCore

/// A small restaurant built in code, so unit tests need no files.
enum SampleContent {
    static let cad = Currency(code: "CAD")!

    static func money(_ text: String) -> Money { Money.parse(text, currency: cad)! }

    static func make(itemName: String = "Royal Burger", stock: Int? = nil, description: String = "A **juicy** burger.")
        -> RestaurantContent
    {
        var restaurant = Restaurant(name: "Test Café", currency: cad)
        restaurant.locale = "en_CA"
        restaurant.baseURL = "https://cafe.example/"
        restaurant.address = .init(
            streetAddress: "1 Main St", locality: "Toronto", region: "ON", postalCode: "M5V 1A1", country: "CA")
        restaurant.location = GeoPoint(latitude: 43.6532, longitude: -79.3832)
        restaurant.hours = OpeningHours(days: [.mon: [.init(start: 660, end: 1260)]])
        restaurant.contact = .init(email: "hi@cafe.example", phone: "+1 416 555 0100")
        let burger = MenuItem(
            sku: "RC-BURG-01", name: itemName, price: money("16.50"), description: description, calories: 650,
            diet: ["vegetarian", "gluten-free", "paleo"], allergens: ["gluten", "milk"], stock: stock,
            categoryID: "burgers")
        let soup = MenuItem(sku: "RC-SOUP-01", name: "Pea Soup", price: money("7.00"), stock: 0, categoryID: "soups")
        let catalog = Catalog(
            categories: [
                MenuCategory(id: "burgers", name: "Burgers", description: "Hand-pressed.", items: [burger]),
                MenuCategory(id: "soups", name: "Soups", items: [soup]),
            ],
            kits: [
                MealKit(
                    sku: "KIT-1", name: "Week Kit", price: money("99.00"), calories: 700,
                    meals: [.init(day: 1, name: "Pie")])
            ])
        let coupon = Coupon(code: "WELCOME10", discount: .percentOff(10), isPublic: true, description: "Ten off")
        let page = Page(
            title: "About", slug: "about", menuOrder: 1, body: "# About us\n\nHello.", sourcePath: "pages/about.md")
        return RestaurantContent(
            restaurant: restaurant, catalog: catalog, coupons: [coupon], pages: [page], images: [],
            directory: "/nonexistent")
    }

    /// `make()` in Toronto, taking bookings (`tables.bookings` with its defaults, `orders.bookingEndpoint`).
    static func takingBookings() -> RestaurantContent {
        var content = make()
        content.restaurant.timeZone = "America/Toronto"
        content.restaurant.endpoints.bookings = "/api/bookings"
        content.restaurant.tables = TableSettings(
            list: [.init(id: "T2", seats: 4), .init(id: "T3", seats: 4)], bookings: .init())
        return content
    }
}
