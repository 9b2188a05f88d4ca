import BistroCore
import BistroJSON
import Foundation

/// Reads `menu.json` and `kits.json` into a `Catalog`. Duplicate SKUs and category ids are reported
/// by `ContentChecks`, which sees both files.
enum CatalogLoader {
    static let itemKeys: [String] = [
        "sku", "name", "price", "description", "calories", "image", "diet", "allergens", "stock", "preparationMinutes",
        "options",
    ]
    static let kitKeys: [String] = [
        "sku", "name", "price", "description", "calories", "image", "days", "meals", "stock", "options",
    ]

    static func loadMenu(_ node: JSONNode, path: String, currency: Currency, log: DiagnosticLog, map: SourceMap)
        -> [MenuCategory]
    {
        guard let root = JSONObjectReader(node, path: path, context: "menu", knownKeys: ["categories"], log: log),
            let nodes = root.array("categories", required: true)
        else { return [] }
        // Categories on every core, each with its own log and map, merged in file order: the same
        // diagnostics and definitions, in the same order, as reading them one after the other.
        let loaded = parallelMap(nodes.count) { index -> (MenuCategory?, DiagnosticLog, SourceMap) in
            let categoryLog = DiagnosticLog(), categoryMap = SourceMap()
            let category = loadCategory(
                nodes[index], path: path, currency: currency, log: categoryLog, map: categoryMap)
            return (category, categoryLog, categoryMap)
        }
        for (_, categoryLog, categoryMap) in loaded {
            log.append(contentsOf: categoryLog.diagnostics)
            map.append(categoryMap)
        }
        return loaded.compactMap(\.0)
    }

    static func loadCategory(
        _ categoryNode: JSONNode, path: String, currency: Currency, log: DiagnosticLog, map: SourceMap
    ) -> MenuCategory? {
        guard
            let object = JSONObjectReader(
                categoryNode, path: path, context: "category", knownKeys: ["id", "name", "description", "items"],
                log: log)
        else { return nil }
        let id = object.string("id", required: true, nonEmpty: true)
        let name = object.string("name", required: true, nonEmpty: true)
        if let id, !Slug.isValid(id) {
            object.report(
                "category id \"\(id)\" must be lowercase letters, digits and dashes (it becomes a URL)", at: "id")
        }
        guard let id, let name else { return nil }
        map.categoryIDs.append((id, object.location(of: "id", in: path)))
        let items = (object.array("items") ?? []).compactMap {
            loadItem($0, path: path, categoryID: id, currency: currency, log: log, map: map)
        }
        return MenuCategory(id: id, name: name, description: object.string("description") ?? "", items: items)
    }

    static func loadItem(
        _ node: JSONNode, path: String, categoryID: String, currency: Currency, log: DiagnosticLog, map: SourceMap
    ) -> MenuItem? {
        guard let object = JSONObjectReader(node, path: path, context: "menu item", knownKeys: itemKeys, log: log)
        else { return nil }
        let sku = sku(object, path: path, map: map)
        let name = object.string("name", required: true, nonEmpty: true)
        let price = object.money(
            "price", currency: currency, required: true, maximum: PriceLimits.maximumPrice(currency))
        let item = MenuItem(
            sku: sku ?? "", name: name ?? "", price: price ?? .zero(currency),
            description: object.string("description") ?? "",
            calories: object.int("calories", in: 0...100_000),
            image: object.string("image"),
            diet: object.stringArray("diet") ?? [],
            allergens: object.stringArray("allergens") ?? [],
            stock: object.int("stock", in: 0...1_000_000_000),
            preparationMinutes: object.int("preparationMinutes", in: 0...1440),
            categoryID: categoryID,
            options: OptionLoader.load(object, path: path, currency: currency, map: map, sku: sku))
        DietCheck.check(object.value("diet"), path: path, log: log)
        if let sku, object.has("stock") { map.stocks.append((sku, object.location(of: "stock", in: path))) }
        return sku != nil && name != nil && price != nil ? item : nil
    }

    /// The kits and the kits page's introduction (`intro`, Markdown; "" when absent).
    static func loadKits(_ node: JSONNode, path: String, currency: Currency, log: DiagnosticLog, map: SourceMap)
        -> (kits: [MealKit], intro: String)
    {
        guard
            let root = JSONObjectReader(node, path: path, context: "kits file", knownKeys: ["kits", "intro"], log: log)
        else { return ([], "") }
        let intro = root.string("intro") ?? ""
        guard let nodes = root.array("kits", required: true) else { return ([], intro) }
        let kits = nodes.compactMap { kitNode -> MealKit? in
            guard let object = JSONObjectReader(kitNode, path: path, context: "meal kit", knownKeys: kitKeys, log: log)
            else { return nil }
            let sku = sku(object, path: path, map: map)
            let name = object.string("name", required: true, nonEmpty: true)
            let price = object.money(
                "price", currency: currency, required: true, maximum: PriceLimits.maximumPrice(currency))
            let days = object.int("days", in: 1...366) ?? 7
            let meals = (object.array("meals") ?? []).compactMap { mealNode -> MealKit.Meal? in
                guard
                    let meal = JSONObjectReader(
                        mealNode, path: path, context: "meal", knownKeys: ["day", "name"], log: log),
                    let day = meal.int("day", in: 1...days, required: true),
                    let mealName = meal.string("name", required: true, nonEmpty: true)
                else { return nil }
                return MealKit.Meal(day: day, name: mealName)
            }
            let kit = MealKit(
                sku: sku ?? "", name: name ?? "", price: price ?? .zero(currency),
                description: object.string("description") ?? "", calories: object.int("calories", in: 0...100_000),
                image: object.string("image"), days: days, meals: meals,
                stock: object.int("stock", in: 0...1_000_000_000),
                options: OptionLoader.load(object, path: path, currency: currency, map: map, sku: sku))
            if let sku, object.has("stock") { map.stocks.append((sku, object.location(of: "stock", in: path))) }
            return sku != nil && name != nil && price != nil ? kit : nil
        }
        return (kits, intro)
    }

    /// SKUs are printable ASCII without spaces, so they survive URLs, file names and order files.
    private static func sku(_ object: JSONObjectReader, path: String, map: SourceMap) -> String? {
        if object.has("image"), let image = object.string("image") {
            map.images.append((image, object.location(of: "image", in: path)))
        }
        guard let sku = object.string("sku", required: true, nonEmpty: true) else { return nil }
        guard sku.utf8.count <= 64, sku.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "/") }) else {
            object.report("SKU \"\(sku)\" must be up to 64 printable ASCII characters without spaces or '/'", at: "sku")
            return nil
        }
        map.skus.append((sku, object.location(of: "sku", in: path)))
        return sku
    }
}
