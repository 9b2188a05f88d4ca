import Foundation
import Testing

@testable import BistroJSON
@testable import BistroSite

@Suite struct JSONLDTests {
    private let compact = JSONStyle(keys: .sorted, pretty: false, escaping: .minimal)
    let model = try! SiteModel(content: SampleContent.make())

    private func parse(_ value: JSONValue) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(value.rendered(compact).utf8)) as? [String: Any])
    }

    @Test func menuItemHasOfferNutritionAndDiets() throws {
        let json = try parse(JSONLDBuilder(model: model).menuItem(model.categories[0].items[0]))
        #expect(json["@type"] as? String == "MenuItem")
        #expect(json["@context"] as? String == "https://schema.org")
        let offer = try #require(json["offers"] as? [String: Any])
        #expect(offer["@type"] as? String == "Offer")
        #expect(offer["price"] as? String == "16.50")
        #expect(offer["priceCurrency"] as? String == "CAD")
        let nutrition = try #require(json["nutrition"] as? [String: Any])
        #expect(nutrition["calories"] as? String == "650 calories")
        // "paleo" has no schema.org diet and is left out.
        #expect(
            json["suitableForDiet"] as? [String] == [
                "https://schema.org/VegetarianDiet", "https://schema.org/GlutenFreeDiet",
            ])
        #expect(json["url"] as? String == "https://cafe.example/menu/burgers/rc-burg-01/")
    }

    @Test func restaurantHasAddressGeoHoursAndMenu() throws {
        let json = try parse(JSONLDBuilder(model: model).restaurant())
        #expect(json["@type"] as? String == "Restaurant")
        let address = try #require(json["address"] as? [String: Any])
        #expect(address["@type"] as? String == "PostalAddress")
        #expect(address["addressLocality"] as? String == "Toronto")
        let geo = try #require(json["geo"] as? [String: Any])
        #expect(geo["@type"] as? String == "GeoCoordinates")
        #expect(geo["latitude"] as? Double == 43.6532)
        let hours = try #require(json["openingHoursSpecification"] as? [[String: Any]])
        #expect(hours.count == 1)
        #expect(hours[0]["dayOfWeek"] as? String == "https://schema.org/Monday")
        #expect(hours[0]["opens"] as? String == "11:00")
        #expect(hours[0]["closes"] as? String == "21:00")
        #expect(json["hasMenu"] as? String == "https://cafe.example/menu/")
        #expect(json["telephone"] as? String == "+1 416 555 0100")
    }

    @Test func menuHasSectionsWithItems() throws {
        let json = try parse(JSONLDBuilder(model: model).menu())
        #expect(json["@type"] as? String == "Menu")
        let sections = try #require(json["hasMenuSection"] as? [[String: Any]])
        #expect(sections.map { $0["name"] as? String } == ["Burgers", "Soups"])
        #expect(sections.allSatisfy { $0["@type"] as? String == "MenuSection" })
        let soup = try #require((sections[1]["hasMenuItem"] as? [[String: Any]])?.first)
        #expect((soup["offers"] as? [String: Any])?["availability"] as? String == "https://schema.org/SoldOut")
    }

    @Test func pagesEmbedEachItemWrittenOnceAsTheBuilderWouldWriteIt() throws {
        let model = try SiteModel(
            content: SampleContent.make(itemName: "</script><!-- \"Burger\"", description: "A </b> <!-- burger."))
        let builder = JSONLDBuilder(model: model)
        let pages = PageJSONLD(model: model)
        #expect(pages.menu() == builder.menu().scriptSafe())
        for (c, category) in model.categories.enumerated() {
            #expect(pages.section(c) == builder.section(category).scriptSafe())
            for (i, item) in category.items.enumerated() {
                #expect(pages.item(category: c, item: i) == builder.menuItem(item).scriptSafe())
            }
        }
        #expect(pages.item(category: 0, item: 0).contains(#""name":"<\/script>\u003c!-- \"Burger\"""#))
    }

    @Test func objectsWriteKeysInByteOrderAndKeepTheLastOfARepeatedKey() {
        let value = JSONValue.object([
            ("b", .int(1)), ("a", .int(2)), ("é", .int(3)), ("Z", .int(4)), ("skip", nil), ("a", .int(5)),
        ])
        #expect(value.rendered(compact) == #"{"Z":4,"a":5,"b":1,"é":3}"#)
        #expect(value == ["é": 3, "a": 5, "Z": 4, "b": 1])
        let nested: JSONValue = ["list": [value, .written(value.written(.jsonLD))]]
        #expect(nested.rendered(compact) == #"{"list":[{"Z":4,"a":5,"b":1,"é":3},{"Z":4,"a":5,"b":1,"é":3}]}"#)
    }

    @Test func scriptSafeJSONCannotCloseTheScriptElement() {
        let value: JSONValue = ["name": "</script><!-- x"]
        let text = value.scriptSafe()
        #expect(!text.contains("</"))
        #expect(!text.contains("<!--"))
        #expect(text == #"{"name":"<\/script>\u003c!-- x"}"#)
        #expect(
            (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String])?["name"]
                == "</script><!-- x")
    }

    @Test func serializationSortsKeysAndEscapes() {
        let value: JSONValue = ["b": 1, "a": ["x\"y\n", .null, true, .double(1.5)]]
        #expect(value.rendered(compact) == #"{"a":["x\"y\n",null,true,1.5],"b":1}"#)
    }
}
