import Mustache

/// A diet label on an item ("Vegan"), with a class-safe slug for styling.
public struct DietBadge: Hashable, Sendable, MustacheParent {
    public var slug: String
    public var label: String

    public func child(named key: String) -> Any? {
        switch key {
        case "slug": slug
        case "label": label
        default: nil
        }
    }
}

/// A menu item as templates see it: text escaped by Mustache, the price already formatted for the
/// restaurant's locale, the description already HTML (use `{{{item.descriptionHTML}}}`).
public struct ItemView: Hashable, Sendable, MustacheParent {
    public var sku: String
    public var name: String
    /// Root-relative link to the item's page.
    public var url: String
    /// Site-relative path of the item's page ("menu/burgers/rc-burg-01/").
    public var path: String
    /// "$16.50" in en_CA.
    public var price: String
    /// "16.50": the interchange form, for machine-readable output.
    public var priceDecimal: String
    public var description: RenderedMarkdown
    public var calories: Int?
    public var image: ImageView?
    public var diets: [DietBadge]
    public var allergens: [String]
    /// Initial stock from the content; nil is unlimited.
    public var stock: Int?
    public var categoryName: String
    public var categoryURL: String

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
        case "diets": diets
        case "hasDiets": !diets.isEmpty
        case "allergens": allergens
        case "allergensText": allergens.isEmpty ? nil : allergens.joined(separator: ", ")
        case "stock": stock
        case "soldOut": isSoldOut
        case "categoryName": categoryName
        case "categoryURL": categoryURL
        default: nil
        }
    }
}
