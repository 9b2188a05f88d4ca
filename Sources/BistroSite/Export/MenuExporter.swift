import BistroJSON

/// `menu.json`: the catalog for machines (apps, delivery partners, scripts). Prices are decimal strings
/// in the currency's units, never floating point; `stock` is null for unlimited; URLs are absolute.
///
/// ```json
/// {"restaurant": "Royal Café", "currency": "CAD", "url": "https://…/",
///  "categories": [{"id", "name", "url", "items": [{"sku", "name", "price", "calories", "diet", "allergens",
///  "stock", "image", "url", "options"}]}],
///  "kits": [{"sku", "name", "price", "calories", "days", "meals": [{"day", "name"}], "stock", "image", "url",
///  "options"}]}
/// ```
///
/// `options` lists the item's choices, `[]` when it has none: `[{"id", "name", "min", "max", "choices":
/// [{"id", "name", "price", "stock"}]}]`, a choice's `price` added to the item's, its `stock` null when
/// unlimited.
enum MenuExporter {
    package static func json(model: SiteModel) -> String {
        let urls = model.urls
        func image(_ view: ImageView?) -> JSONValue {
            view.map { .string(urls.absolute(String($0.src.dropFirst(urls.rootPath.count)))) } ?? .null
        }
        let options = OptionsJSON.bySKU(model.content.catalog)
        func optionsOf(_ sku: String) -> JSONValue {
            OptionsJSON.menu(options[sku] ?? [], sku: sku, activity: model.activity)
        }
        let diets = Dictionary(
            model.content.catalog.categories.flatMap(\.items).map { ($0.sku, $0.diet) }, uniquingKeysWith: { a, _ in a }
        )
        let categories: [JSONValue] = model.categories.map { category in
            [
                "id": .string(category.id), "name": .string(category.name),
                "url": .string(urls.absolute(category.path)),
                "items": .array(
                    category.items.map { item in
                        [
                            "sku": .string(item.sku), "name": .string(item.name), "price": .string(item.priceDecimal),
                            "calories": item.calories.map(JSONValue.int) ?? .null,
                            "diet": .array((diets[item.sku] ?? []).map(JSONValue.string)),
                            "allergens": .array(item.allergens.map(JSONValue.string)),
                            "stock": item.stock.map(JSONValue.int) ?? .null, "image": image(item.image),
                            "url": .string(urls.absolute(item.path)), "options": optionsOf(item.sku),
                        ]
                    }),
            ]
        }
        let kits: [JSONValue] = model.kits.map { kit in
            [
                "sku": .string(kit.sku), "name": .string(kit.name), "price": .string(kit.priceDecimal),
                "calories": kit.calories.map(JSONValue.int) ?? .null, "days": .int(kit.days),
                "meals": .array(kit.meals.map { ["day": .int($0.day), "name": .string($0.name)] }),
                "stock": kit.stock.map(JSONValue.int) ?? .null, "image": image(kit.image),
                "url": .string(urls.absolute(kit.path)), "options": optionsOf(kit.sku),
            ]
        }
        let document: JSONValue = [
            "restaurant": .string(model.restaurant.name), "currency": .string(model.restaurant.currency.code),
            "url": .string(urls.absolute(SiteURLs.home)), "categories": .array(categories), "kits": .array(kits),
        ]
        return document.rendered(.menuExport) + "\n"
    }
}
