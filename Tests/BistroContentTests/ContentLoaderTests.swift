import Testing

@testable import BistroContent
@testable import BistroCore

@Suite struct ContentLoaderTests {
    @Test func loadsTheDemoRestaurant() throws {
        let content = try ContentLoader(directory: demoContent, displayDirectory: "Content").load().content
        #expect(content.restaurant.name == "Royal Café")
        #expect(content.restaurant.currency.code == "CAD")
        #expect(content.restaurant.taxRate.percentText == "13%")
        #expect(
            content.catalog.categories.map(\.name) == [
                "Burgers n Wraps", "Classic Dishes", "Vegetarian Delights", "Soups n Salads",
            ])
        #expect(content.catalog.kits.count >= 4)
        #expect(content.catalog.productsBySKU()["RC-BURG-01"]?.price.minorUnits == 1650)
        #expect(content.pages.map(\.slug).contains("about"))
        #expect(content.images.contains("images/logo.svg"))
    }

    @Test func appliesDefaultsWhenOnlyRequiredKeysAreGiven() throws {
        let fixture = try ContentFixture([
            "restaurant.json": #"{"name": "Tiny", "currency": "EUR"}"#,
            "menu.json":
                #"{"categories": [{"id": "mains", "name": "Mains", "items": [{"sku": "M1", "name": "Soup", "price": "4"}]}]}"#,
        ])
        let content = try fixture.load()
        #expect(content.restaurant.tipPresets == [10, 15, 20])
        #expect(content.restaurant.pickup.radiusMeters == 100)
        #expect(content.restaurant.pickup.preparationMinutes == 15)
        #expect(content.restaurant.pickup.startOn == .checkin)
        #expect(content.restaurant.timeZone == "UTC")
        #expect(content.restaurant.taxRate == .zero)
        let item = try #require(content.catalog.categories.first?.items.first)
        #expect(item.price.minorUnits == 400)
        #expect(item.stock == nil)
        #expect(item.diet.isEmpty)
    }

    @Test func reportsProblemsInEveryCategoryAndDuplicatesAcrossThem() throws {
        let fixture = try ContentFixture([
            "restaurant.json": ContentFixture.restaurant,
            "menu.json": """
            {"categories": [
              {"id": "a", "name": "A", "items": [{"sku": ⟨first⟩"S1", "name": "One", "price": "1"}, {"sku": "S2", "name": "Two", "price": ⟨price⟩"x"}]},
              {"id": ⟨id⟩"B!", "name": "B", "items": []},
              {"id": "c", "name": "C", "items": [{"sku": ⟨again⟩"S1", "name": "Uno", "price": "1", ⟨key⟩"colour": "red"}]}
            ]}
            """,
        ])
        let found = fixture.diagnostics()
        #expect(found.map(\.location) == ["price", "id", "again", "key"].map { fixture.location(of: $0) })
        #expect(found[2].message == "duplicate SKU \"S1\" (first defined at \(fixture.location(of: "first")))")
        let content = try ContentFixture([
            "restaurant.json": ContentFixture.restaurant,
            "menu.json":
                #"{"categories": [{"id": "a", "name": "A", "items": [{"sku": "S1", "name": "One", "price": "1"}]}, {"id": "b", "name": "B", "items": [{"sku": "S2", "name": "Two", "price": "2"}]}]}"#,
        ]).load()
        #expect(content.catalog.categories.map(\.id) == ["a", "b"])
        #expect(content.catalog.categories.flatMap(\.items).map(\.sku) == ["S1", "S2"])
    }

    @Test func reportsNamesThatAreOnlyWhiteSpace() throws {
        let fixture = try ContentFixture([
            "restaurant.json": ContentFixture.restaurant,
            "menu.json":
                #"{"categories": [{"id": "mains", "name": "Mains", "items": [{"sku": "M1", "name": ⟨tab⟩" \t ", "price": "4"}, {"sku": "M2", "name": ⟨wide⟩"\u3000\u00a0", "price": "4"}, {"sku": "M3", "name": " Soup", "price": "4"}]}]}"#,
        ])
        let found = fixture.diagnostics()
        #expect(found.map(\.message) == ["\"name\" must not be empty", "\"name\" must not be empty"])
        #expect(found.map(\.location) == [fixture.location(of: "tab"), fixture.location(of: "wide")])
    }

    @Test func reportsJSONSyntaxErrorsAtTheirPosition() throws {
        let fixture = try ContentFixture([
            "restaurant.json": ContentFixture.restaurant,
            "menu.json": "{\"categories\": [\n  {\"id\": \"a\", \"name\": \"A\" ⟨1⟩\"items\": []}\n]}",
        ])
        let diagnostics = fixture.diagnostics()
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location == fixture.location(of: "1"))
        #expect(diagnostics.first?.message.hasPrefix("invalid JSON") == true)
    }

    @Test func reportsEverySemanticErrorAtOnce() throws {
        let fixture = try ContentFixture([
            "restaurant.json": #"{"name": "Test Diner", "currency": "CAD", "timeZone": ⟨zone⟩"Mars/Olympus"}"#,
            "menu.json": """
            {"categories": [{"id": "mains", "name": "Mains", "items": [
              {"sku": "A1", "name": "Stew", "price": ⟨neg⟩"-1.00"},
              {"sku": ⟨dup⟩"A1", "name": "Pie", "price": "5.00", ⟨unknown⟩"colour": "red"},
              {"sku": "A3", "name": "Tart", "price": ⟨cents⟩"5.005", "calories": ⟨type⟩"many"},
              ⟨missing⟩{"sku": "A4", "price": "5.00", "image": ⟨image⟩"images/none.svg"}
            ]}]}
            """,
            "coupons.json": #"{"coupons": [{"code": "X", "percentOff": 10, "appliesTo": [⟨target⟩"NOPE"]}]}"#,
        ])
        let found = fixture.diagnostics()
        let expected: [(String, String)] = [
            ("zone", "unknown IANA time zone \"Mars/Olympus\""),
            ("neg", "\"price\" must not be negative"),
            ("dup", "duplicate SKU \"A1\""),
            ("unknown", "unknown key \"colour\" in menu item"),
            ("cents", "is not an amount of CAD with at most 2 decimals"),
            ("type", "\"calories\" must be an integer, found a string"),
            ("missing", "menu item is missing required key \"name\""),
            ("image", "image \"images/none.svg\" not found"),
            ("target", "coupon applies to \"NOPE\", which is neither a SKU nor a category id"),
        ]
        for (marker, message) in expected {
            let location = fixture.location(of: marker)
            #expect(
                found.contains { $0.location == location && $0.message.contains(message) },
                "missing at \(location): \(message)\nfound:\n\(found.map(\.description).joined(separator: "\n"))")
        }
        #expect(found.count == expected.count, "\(found.map(\.description).joined(separator: "\n"))")
    }

    @Test func reportsSKUsDuplicatedBetweenMenuAndKits() throws {
        let fixture = try ContentFixture([
            "restaurant.json": ContentFixture.restaurant,
            "menu.json":
                #"{"categories": [{"id": "mains", "name": "Mains", "items": [{"sku": "K1", "name": "Stew", "price": "9.00"}]}]}"#,
            "kits.json": #"{"kits": [{"sku": ⟨1⟩"K1", "name": "Week", "price": "90.00"}]}"#,
        ])
        let diagnostics = fixture.diagnostics()
        #expect(diagnostics.map(\.location) == [fixture.location(of: "1")])
        #expect(diagnostics.first?.message.contains("first defined at Content/menu.json:1:") == true)
    }

    @Test func requiresRestaurantNameAndCurrency() throws {
        let fixture = try ContentFixture(["restaurant.json": #"⟨1⟩{"currency": "dollars"⟨x⟩}"#])
        let diagnostics = fixture.diagnostics()
        #expect(
            diagnostics.contains {
                $0.location == fixture.location(of: "1") && $0.message.contains("missing required key \"name\"")
            })
        #expect(diagnostics.contains { $0.message.contains("ISO 4217") })
    }

    @Test func reportsAMissingRestaurantFile() throws {
        let fixture = try ContentFixture(["menu.json": #"{"categories": []}"#])
        #expect(
            fixture.diagnostics().map(\.description) == [
                "Content/restaurant.json:1:1: error: missing restaurant.json: every restaurant needs one (see docs/content.md)"
            ])
    }

    @Test func readsPagesWithFrontMatter() throws {
        let fixture = try ContentFixture([
            "restaurant.json": ContentFixture.restaurant,
            "pages/our-story.md": "---\ntitle: Our Story\nmenuOrder: 2\n---\nWe cook.\n",
            "pages/faq.md": "---\ntitle: Questions\nslug: questions\nmenuOrder: 1\n---\nAsk.\n",
        ])
        let pages = try fixture.load().pages
        #expect(pages.map(\.slug) == ["questions", "our-story"])
        #expect(pages.last?.body == "We cook.\n")
    }

    /// A page's body knows the file line it starts on, so findings in its Markdown point into the file.
    @Test func pagesKnowTheLineTheirBodyStartsOn() throws {
        let fixture = try ContentFixture([
            "restaurant.json": ContentFixture.restaurant,
            "pages/a.md": "---\ntitle: A\n---\nFirst body line.\n",
            "pages/b.md": "---\ntitle: B\nslug: b\nmenuOrder: 1\n---\n\nBody.\n",
        ])
        let pages = try fixture.load().pages
        #expect(pages.map(\.bodyLine) == [6, 4])
    }

    /// `intro` in kits.json is the kits page's introduction; other unknown keys are still errors.
    @Test func kitsFileCarriesTheKitsPageIntro() throws {
        let kit = #"{"sku": "K-1", "name": "Week", "price": "90.00"}"#
        let fixture = try ContentFixture([
            "restaurant.json": ContentFixture.restaurant,
            "kits.json": #"{"intro": "A *week* of dinners.", "kits": [\#(kit)]}"#,
        ])
        let content = try fixture.load()
        #expect(content.kitsIntro == "A *week* of dinners.")
        #expect(content.catalog.kits.map(\.sku) == ["K-1"])
        let demo = try ContentLoader(directory: demoContent, displayDirectory: "Content").load().content
        #expect(demo.kitsIntro.hasPrefix("A week of dinners from our kitchen"))
        let wrong = try ContentFixture([
            "restaurant.json": ContentFixture.restaurant,
            "kits.json": #"{"intro": 7, "kits": []}"#,
        ])
        #expect(
            wrong.diagnostics().map(\.description) == [
                #"Content/kits.json:1:11: error: "intro" must be a string, found a number"#
            ])
    }

    @Test func reportsFrontMatterErrorsAtTheirLine() throws {
        let fixture = try ContentFixture([
            "restaurant.json": ContentFixture.restaurant,
            "pages/a.md": "---\ntitle: A\n⟨1⟩colour: red\n---\nText\n",
            "pages/b.md": "---\nmenuOrder: 1\n---\nNo title\n",
            "pages/c.md": "No front matter\n",
        ])
        let diagnostics = fixture.diagnostics()
        #expect(
            diagnostics.contains {
                $0.location == fixture.location(of: "1") && $0.message.contains("unknown front matter key \"colour\"")
            })
        #expect(diagnostics.contains { $0.location.path == "Content/pages/b.md" && $0.message.contains("\"title\"") })
        #expect(
            diagnostics.contains { $0.location.path == "Content/pages/c.md" && $0.message.contains("front matter") })
    }
}
