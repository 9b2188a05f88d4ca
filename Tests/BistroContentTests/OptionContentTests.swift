import Testing

@testable import BistroContent
@testable import BistroCore

/// `options` on menu items and kits: read in the owner's order, and every mistake reported at its position.
@Suite struct OptionContentTests {
    func menu(_ options: String) -> String {
        #"{"categories": [{"id": "a", "name": "A", "items": [{"sku": "S1", "name": "Burger", "price": "10.00", "options": "#
            + options + "}]}]}"
    }

    @Test func optionsAreReadInTheOwnersOrderOnItemsAndKits() throws {
        let content = try ContentFixture([
            "restaurant.json": ContentFixture.restaurant,
            "menu.json": menu(
                #"""
                [{"id": "size", "name": "Size", "min": 1, "max": 1, "choices": [
                   {"id": "regular", "name": "Regular", "price": "0.00"}, {"id": "large", "name": "Large", "price": "2.50"}]},
                 {"id": "extras", "name": "Extras", "max": 2, "choices": [
                   {"id": "cheese", "name": "Aged cheddar", "price": "1.25"}, {"id": "bacon", "name": "Peameal bacon", "price": "2.00", "stock": 40}]}]
                """#),
            "kits.json":
                #"{"kits": [{"sku": "K1", "name": "Week", "price": "99.00", "options": [{"id": "extra", "name": "Extra", "choices": [{"id": "bread", "name": "Bread", "price": "5.00"}]}]}]}"#,
        ]).load()
        let item = try #require(content.catalog.categories.first?.items.first)
        #expect(item.options.map(\.id) == ["size", "extras"])
        #expect(item.options.map(\.min) == [1, 0])
        #expect(item.options.map(\.max) == [1, 2])
        #expect(item.options[1].choices.map(\.price.minorUnits) == [125, 200])
        #expect(item.options[1].choices.map(\.stock) == [nil, 40])
        #expect(content.catalog.kits.first?.options.first?.choices.map(\.id) == ["bread"])
        #expect(
            content.catalog.stocked.map(\.key) == [
                "S1", "S1/size/regular", "S1/size/large", "S1/extras/cheese", "S1/extras/bacon", "K1", "K1/extra/bread",
            ])
        #expect(content.stockLocations["S1/extras/bacon"] != nil)
    }

    @Test func mistakesAreReportedWhereTheyAre() throws {
        let fixture = try ContentFixture([
            "restaurant.json": ContentFixture.restaurant,
            "menu.json": menu(
                #"""
                [{"id": "size", "name": "Size", "min": ⟨min⟩2, "max": 1, "choices": [
                   {"id": "regular", "name": "Regular", "price": "0.00"}, {"id": ⟨twice⟩"regular", "name": "Large", "price": "2.50"}]},
                 {"id": "extras", "name": "Extras", "max": ⟨max⟩3, "choices": [{"id": "cheese", "name": "Cheddar", "price": "1.25"}]},
                 {"id": "sauce", "name": "Sauce", "choices": [{"id": "hot", "name": "Hot", "price": ⟨negative⟩"-1.25"}]},
                 {"id": ⟨slug⟩"Big Ones", "name": "Big", "choices": [{"id": "x", "name": "X", "price": "1.00"}]},
                 {"id": ⟨again⟩"size", "name": "Size again", "choices": [{"id": "x", "name": "X", "price": "1.00"}]}]
                """#),
        ])
        let found = fixture.diagnostics()
        #expect(
            found.map(\.location)
                == ["min", "twice", "max", "negative", "slug", "again"].map { fixture.location(of: $0) })
        #expect(
            found.map(\.message) == [
                "option \"size\" takes at least 2 but at most 1 choices: \"min\" must not be above \"max\"",
                "choice id \"regular\" is used twice in the same option",
                "option \"extras\" takes up to 3 choices but offers 1: \"max\" must not be above the number of choices",
                "\"price\" must not be negative: \"-1.25\"",
                "option id \"Big Ones\" must be up to 64 lowercase letters, digits and dashes",
                "option id \"size\" is used twice in the same item",
            ])
    }
}
