import Foundation
import Testing

@testable import BistroContent
@testable import BistroCore
@testable import BistroJSON
@testable import BistroOrderBook
@testable import BistroSite
@testable import BistroTemplates

/// Item options on the site: the item page lists them with prices, the JSON-LD gives them as `menuAddOn`s,
/// and `menu.json` and `order-data.json` carry them (with each limited choice's stock left).
@Suite struct ItemOptionsTests {
    static let size = ItemOption(
        id: "size", name: "Size", min: 1, max: 1,
        choices: [
            .init(id: "regular", name: "Regular", price: SampleContent.money("0.00")),
            .init(id: "large", name: "Large", price: SampleContent.money("2.50")),
        ])
    static let extras = ItemOption(
        id: "extras", name: "Extras", min: 0, max: 3,
        choices: [
            .init(id: "avocado", name: "Avocado", price: SampleContent.money("1.75")),
            .init(id: "extra-fish", name: "Extra <haddock>", price: SampleContent.money("4.00"), stock: 40),
            .init(id: "truffle", name: "Truffle", price: SampleContent.money("9.00"), stock: 0),
        ])
    static let breakfasts = ItemOption(
        id: "breakfasts", name: "Breakfasts", min: 0, max: 1,
        choices: [
            .init(id: "protein", name: "Seven protein breakfasts", price: SampleContent.money("35.00"))
        ])

    static func content() -> RestaurantContent {
        var content = SampleContent.make()
        content.catalog.categories[0].items[0].options = [size, extras]
        content.catalog.kits[0].options = [breakfasts]
        return content
    }

    /// The order book keeps 3 extra haddocks; avocado and the rest are not tracked.
    static func model() throws -> SiteModel {
        let source = CatalogActivitySource(stock: ["RC-BURG-01/extras/extra-fish": 3], recentQuantities: [:])
        return try SiteModel(content: content(), activity: source)
    }

    private func object(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func orderDataGivesOptionsInCentsWithTheBooksStock() throws {
        let data = try object(OrderDataExporter.json(model: Self.model()))
        let items = try #require(data["items"] as? [[String: Any]])
        let burger = try #require(items.first { $0["sku"] as? String == "RC-BURG-01" })
        let options = try #require(burger["options"] as? [[String: Any]])
        #expect(options.map { $0["id"] as? String } == ["size", "extras"])
        #expect(options.map { $0["min"] as? Int } == [1, 0])
        #expect(options.map { $0["max"] as? Int } == [1, 3])
        let extras = try #require(options[1]["choices"] as? [[String: Any]])
        #expect(extras.map { $0["priceCents"] as? Int } == [175, 400, 900])
        #expect(extras.map { $0["name"] as? String } == ["Avocado", "Extra <haddock>", "Truffle"])
        #expect(extras.map { $0["stock"] as? Int } == [nil, 3, 0], "the book's 3, not content's 40")
        #expect(extras.map { $0["soldOut"] as? Bool } == [false, false, true])
        let soup = try #require(items.first { $0["sku"] as? String == "RC-SOUP-01" })
        #expect((soup["options"] as? [Any])?.isEmpty == true)
        let kit = try #require((data["kits"] as? [[String: Any]])?.first)
        let kitChoices = try #require((kit["options"] as? [[String: Any]])?.first?["choices"] as? [[String: Any]])
        #expect(kitChoices.first?["priceCents"] as? Int == 3500)
    }

    @Test func menuExportGivesOptionsWithPriceStrings() throws {
        let menu = try object(MenuExporter.json(model: Self.model()))
        let item = try #require(((menu["categories"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])?.first)
        let options = try #require(item["options"] as? [[String: Any]])
        let size = try #require(options.first)
        #expect(size["name"] as? String == "Size" && size["min"] as? Int == 1 && size["max"] as? Int == 1)
        #expect((size["choices"] as? [[String: Any]])?.map { $0["price"] as? String } == ["0.00", "2.50"])
        let extras = try #require(options[1]["choices"] as? [[String: Any]])
        #expect(extras.map { $0["id"] as? String } == ["avocado", "extra-fish", "truffle"])
        #expect(extras.map { $0["stock"] as? Int } == [nil, 3, 0])
        #expect(extras[0]["stock"] is NSNull, "unlimited is null")
        let kit = try #require((menu["kits"] as? [[String: Any]])?.first)
        #expect((kit["options"] as? [[String: Any]])?.first?["id"] as? String == "breakfasts")
    }

    @Test func menuItemJSONLDHasAMenuSectionOfAddOnsPerOption() throws {
        let model = try Self.model()
        let style = JSONStyle(keys: .sorted, pretty: false, escaping: .minimal)
        let builder = JSONLDBuilder(model: model)
        let json = try object(builder.menuItem(model.categories[0].items[0]).rendered(style))
        let addOns = try #require(json["menuAddOn"] as? [[String: Any]])
        #expect(addOns.map { $0["@type"] as? String } == ["MenuSection", "MenuSection"])
        #expect(addOns.map { $0["name"] as? String } == ["Size", "Extras"])
        let extras = try #require(addOns[1]["hasMenuItem"] as? [[String: Any]])
        #expect(extras.map { $0["@type"] as? String } == ["MenuItem", "MenuItem", "MenuItem"])
        #expect(extras.map { $0["name"] as? String } == ["Avocado", "Extra <haddock>", "Truffle"])
        let offers = extras.compactMap { $0["offers"] as? [String: Any] }
        #expect(offers.map { $0["price"] as? String } == ["1.75", "4.00", "9.00"])
        #expect(offers.map { $0["priceCurrency"] as? String } == ["CAD", "CAD", "CAD"])
        #expect(offers.last?["availability"] as? String == "https://schema.org/SoldOut")
        // The menu page's brief items leave them to the item pages; an item without options has none.
        let brief = try object(builder.menuItem(model.categories[0].items[0], brief: true).rendered(style))
        #expect(brief["menuAddOn"] == nil)
        #expect(try object(builder.menuItem(model.categories[1].items[0]).rendered(style))["menuAddOn"] == nil)
    }

    /// A kit is a `Product`, which has no `menuAddOn`: its choices are its offer's `addOn` offers.
    @Test func kitJSONLDGivesItsChoicesAsAddOnOffers() throws {
        let model = try Self.model()
        let style = JSONStyle(keys: .sorted, pretty: false, escaping: .minimal)
        let json = try object(JSONLDBuilder(model: model).kit(model.kits[0]).rendered(style))
        let offer = try #require(json["offers"] as? [String: Any])
        let addOns = try #require(offer["addOn"] as? [[String: Any]])
        #expect(addOns.map { $0["@type"] as? String } == ["Offer"])
        #expect(addOns.map { $0["name"] as? String } == ["Breakfasts: Seven protein breakfasts"])
        #expect(addOns.map { $0["price"] as? String } == ["35.00"])
    }

    /// An item view with the options of `content()`, as the site model makes it (stock from the book).
    static func itemView() throws -> ItemView {
        let model = try model()
        let item = model.categories[0].items[0]
        let activity = CatalogActivity(
            catalog: model.content.catalog,
            source: CatalogActivitySource(
                stock: ["RC-BURG-01/extras/extra-fish": 3], recentQuantities: [:]), lowStockThreshold: 5)
        let formatter = MoneyFormatter(localeIdentifier: "en_CA", currency: SampleContent.cad)
        return ItemView(
            sku: item.sku, name: item.name, url: item.url, path: item.path, price: item.price,
            priceDecimal: item.priceDecimal,
            description: item.description, calories: item.calories, image: item.image, diets: item.diets,
            allergens: item.allergens,
            stock: item.stock, categoryName: item.categoryName, categoryURL: item.categoryURL,
            priceCents: item.priceCents,
            options: [size, extras].map { OptionView($0, sku: item.sku, activity: activity, format: formatter.format) })
    }

    @Test func itemPageListsOptionsWithPricesAndSoldOutChoices() throws {
        let item = try Self.itemView()
        let model = try Self.model()
        let meta = PageContext.Meta(
            title: item.name, heading: item.name, description: nil, canonicalURL: "https://cafe.example/", jsonLD: nil,
            kind: "item")
        let context = PageContext(
            site: model.site, nav: model.navigation, page: meta,
            values: ["item": ViewLookup(view: item), "category": ViewLookup(view: model.categories[0])])
        let html = try TemplateSet.defaults().render("item", context.root)
        let text = html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        #expect(text.contains("Size (choose 1)"))
        #expect(text.contains("Regular, Large +$2.50"))
        #expect(text.contains("Extras (up to 3)"))
        #expect(text.contains("Avocado +$1.75, Extra &lt;haddock&gt; +$4.00 Only 3 left, Truffle +$9.00 Sold out"))
        #expect(html.contains(#"<li class="is-soldout">Truffle"#))
    }

    @Test func optionViewsAnswerEveryNameTheyList() throws {
        let option = try #require(try Self.itemView().options.last)
        #expect(ViewTemplateNamesTests.unanswered(OptionView.templateNames, option) == [])
        let low = try #require(option.choices.first { $0.id == "extra-fish" })
        #expect(ViewTemplateNamesTests.unanswered(OptionView.Choice.templateNames, low) == [])
        #expect(option.rule == "up to 3")
        #expect(
            [(1, 1), (0, 1), (2, 3), (2, 2)].map {
                OptionView(id: "a", name: "A", min: $0.0, max: $0.1, choices: []).rule
            }
                == ["choose 1", "optional", "choose 2 to 3", "choose 2"])
    }
}
