import Foundation
import Testing

@testable import BistroContent
@testable import BistroCore

/// A diet word that misspells one Bistro knows is warned about at the word; a time zone abbreviation is
/// warned about, and an unknown zone's error says which IANA name was meant.
@Suite struct DietAndTimeZoneTests {
    static let menu = """
        {"categories": [{"id": "mains", "name": "Mains", "items": [
          {"sku": "A1", "name": "Stew", "price": "5.00",
           "diet": ["vegan", ⟨glutenfree⟩"glutenfree", "keto", ⟨vegatarian⟩"Vegatarian", ⟨spaced⟩"Gluten free"]}
        ]}]}
        """

    @Test func misspeltDietsAreWarnedAtTheWordAndOtherWordsAreNot() throws {
        let fixture = try ContentFixture(["restaurant.json": ContentFixture.restaurant, "menu.json": Self.menu])
        let warnings = try ContentLoader(directory: fixture.directory, displayDirectory: "Content").load().warnings
        let tail = "; as written it gets no schema.org diet and a filter of its own"
        #expect(
            warnings == [
                .warning(
                    "unknown diet \"glutenfree\" (did you mean \"gluten-free\"?)" + tail,
                    at: fixture.location(of: "glutenfree")),
                .warning(
                    "unknown diet \"Vegatarian\" (did you mean \"vegetarian\"?)" + tail,
                    at: fixture.location(of: "vegatarian")),
                .warning(
                    "unknown diet \"Gluten free\" (did you mean \"gluten-free\"?)" + tail,
                    at: fixture.location(of: "spaced")),
            ])
    }

    @Test func anAbbreviationIsWarnedAndAMisspeltZoneGetsADidYouMean() throws {
        let abbreviated = try ContentFixture([
            "restaurant.json": #"{"name": "Test Diner", "currency": "CAD", "timeZone": ⟨zone⟩"EST"}"#
        ])
        let loaded = try ContentLoader(directory: abbreviated.directory, displayDirectory: "Content").load()
        #expect(
            loaded.warnings == [
                .warning(
                    "time zone \"EST\" is an abbreviation, whose offset may not follow the restaurant's daylight "
                        + "saving time; write the IANA name of its place (did you mean \"America/New_York\"?)",
                    at: abbreviated.location(of: "zone"))
            ])
        #expect(loaded.content.restaurant.timeZone == "EST", "it still builds, on the zone as written")

        let misspelt = try ContentFixture([
            "restaurant.json": #"{"name": "Test Diner", "currency": "CAD", "timeZone": ⟨zone⟩"America/Halifx"}"#
        ])
        #expect(
            misspelt.diagnostics() == [
                .error(
                    "unknown IANA time zone \"America/Halifx\" (did you mean \"America/Halifax\"?)",
                    at: misspelt.location(of: "zone"))
            ])
        #expect(TimeZoneName("America/Toronto") == .iana)
        #expect(TimeZoneName("UTC") == .iana)
    }
}
