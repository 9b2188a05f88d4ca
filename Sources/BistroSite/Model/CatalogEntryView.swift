import BistroTemplates

/// What menu items and meal kits show alike: name, links, price, description, calories, picture, the
/// stock badges and the ratings. `ItemView` and `KitView` answer these keys through `sharedChild(named:)`, so a key means
/// the same on both and a new shared key is added once.
protocol CatalogEntryView: AnyObject {
    var sku: String { get }
    var name: String { get }
    var url: String { get }
    var price: String { get }
    var priceDecimal: String { get }
    /// The price in minor units (cents): what the order page computes with.
    var priceCents: Int { get }
    var description: RenderedMarkdown { get }
    var calories: Int? { get }
    var image: ImageView? { get }
    var stock: Int? { get }
    var onlyLeft: Int? { get }
    var mostOrdered: Bool { get }
    /// The choices the customer makes (size, extras), in the owner's order.
    var options: [OptionView] { get }
    /// The approved ratings, for a dish with at least `reviews.minimumCount` of them; nil otherwise.
    var rating: RatingView? { get }
}

extension CatalogEntryView {
    var isSoldOut: Bool { stock == 0 }

    /// The names `sharedChild(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static var sharedTemplateNames: TemplateNameTree {
        TemplateNameTree(
            [
                "sku", "name", "url", "price", "priceDecimal", "priceCents", "descriptionHTML", "hasDescription",
                "summary", "hasSummary",
                "calories", "hasCalories", "stock", "soldOut", "onlyLeft", "mostOrdered", "hasOptions", "hasRating",
                "ratingTenths",
            ],
            [
                "image": ImageView.templateNames, "options": OptionView.templateNames,
                "rating": RatingView.templateNames,
            ])
    }

    /// `.some(value)` for a shared key (the value itself may be nil: absent in the template), nil for a key
    /// the entry's own type must answer.
    func sharedChild(named key: String) -> Any?? {
        switch key {
        case "sku": sku
        case "name": name
        case "url": url
        case "price": price
        case "priceDecimal": priceDecimal
        case "priceCents": priceCents
        case "descriptionHTML": .some(description.html.isEmpty ? nil : description.html)
        case "hasDescription": !description.html.isEmpty
        case "summary": .some(description.plainText.isEmpty ? nil : description.summary())
        case "hasSummary": !description.plainText.isEmpty
        case "calories": .some(calories)
        case "hasCalories": calories != nil
        case "image": .some(image)
        case "stock": .some(stock)
        case "soldOut": isSoldOut
        case "onlyLeft": .some(onlyLeft)
        case "mostOrdered": mostOrdered
        case "options": options
        case "hasOptions": !options.isEmpty
        case "rating": .some(rating)
        case "hasRating": rating != nil
        // The order page's filter and sort read it from `data-rating-tenths`: "" without enough ratings.
        case "ratingTenths": rating.map { String($0.averageTenths) } ?? ""
        default: nil
        }
    }
}
