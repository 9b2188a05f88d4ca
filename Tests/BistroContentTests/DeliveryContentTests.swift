import Foundation
import Testing

@testable import BistroContent
@testable import BistroCore

/// Issue 26: restaurant.json `delivery`, read with its defaults, and every mistake an error at its position.
@Suite struct DeliveryContentTests {
    static let location = #""location": {"latitude": 43.6532, "longitude": -79.3832}"#

    @Test func theIssuesExampleIsRead() throws {
        let restaurant = try ContentFixture([
            "restaurant.json": #"{"name": "D", "currency": "CAD", "# + Self.location + #", "delivery": {"#
                + #""default": true, "zones": [{"upToKm": 3, "fee": "3.99", "minimum": "15.00"},"#
                + #"{"upToKm": 6, "fee": "6.99", "minimum": "25.00"},"#
                + #"{"postalCodes": ["M5V", "m5h "], "fee": "2.99", "minimum": "10.00"}],"#
                + #""leadMinutes": 35, "driverShare": 80, "freeOver": "60.00"}}"#
        ]).load().restaurant
        let delivery = try #require(restaurant.delivery)
        let cad = restaurant.currency
        #expect(delivery.isDefault && delivery.leadMinutes == 35 && delivery.driverSharePercent == 80)
        #expect(delivery.freeOver == Money(minorUnits: 6000, currency: cad))
        #expect(delivery.taxesFee)
        #expect(
            delivery.zones.map(\.area) == [
                .ring(upToMeters: 3000), .ring(upToMeters: 6000), .postalCodes(["M5V", "M5H"]),
            ])
        #expect(delivery.zones.map(\.fee.minorUnits) == [399, 699, 299])
        #expect(delivery.zones.map(\.minimum.minorUnits) == [1500, 2500, 1000])
    }

    @Test func absentIsPickupOnlyAndDefaultsAreTheDocumentedOnes() throws {
        #expect(
            try ContentFixture(["restaurant.json": #"{"name": "D", "currency": "CAD"}"#]).load().restaurant.delivery
                == nil)
        let delivery = try #require(
            try ContentFixture([
                "restaurant.json":
                    #"{"name": "D", "currency": "CAD", "delivery": {"zones": [{"postalCodes": ["K1A"], "fee": "5.00"}], "taxDeliveryFee": false}}"#
            ]).load().restaurant.delivery)
        #expect(!delivery.isDefault && delivery.leadMinutes == 35 && delivery.driverSharePercent == 80)
        #expect(delivery.freeOver == nil && !delivery.taxesFee)
        #expect(delivery.zones.first?.minimum.minorUnits == 0)
    }

    @Test func mistakesAreErrorsAtTheirPlace() throws {
        let fixture = try ContentFixture([
            "restaurant.json": #"{"name": "D", "currency": "CAD", "# + Self.location + #", "delivery": {"zones": ["#
                + #"{"upToKm": 3, "fee": "3.99"}, {"upToKm": ⟨same⟩3, "fee": "4.99"}, {"upToKm": ⟨inward⟩2, "fee": "1.00"},"#
                + #"{"upToKm": 6, "fee": ⟨negative⟩"-1.00"}, {"upToKm": 7, "fee": ⟨huge⟩"100000.01"},"#
                + #"{"postalCodes": ["M5V"], "fee": "2.99"}, {"postalCodes": [⟨twice⟩"m5v"], "fee": "1.99"},"#
                + #"⟨both⟩{"upToKm": 9, "postalCodes": ["X"], "fee": "1.00"}, {"postalCodes": [⟨bad⟩"M5V!"], "fee": "1.00"}],"#
                + #""driverShare": ⟨share⟩101}}"#
        ])
        let messages = fixture.diagnostics().map { "\($0.location.line):\($0.location.column) \($0.message)" }
        func at(_ marker: String, _ text: String) -> Bool {
            let place = fixture.location(of: marker)
            return messages.contains { $0.hasPrefix("\(place.line):\(place.column) ") && $0.contains(text) }
        }
        #expect(at("same", "overlaps"), "\(messages)")
        #expect(at("inward", "rings go outwards"), "\(messages)")
        #expect(at("negative", "must not be negative"), "\(messages)")
        #expect(at("huge", "at most 100000.00"), "\(messages)")
        #expect(at("twice", "is in two zones"), "\(messages)")
        #expect(at("both", "either \"upToKm\""), "\(messages)")
        #expect(at("bad", "letters and digits"), "\(messages)")
        #expect(at("share", "driverShare"), "\(messages)")
        #expect(messages.count == 8, "\(messages)")
    }

    @Test func anEmptyZoneListAndARingWithoutALocationAreErrors() throws {
        let empty = try ContentFixture([
            "restaurant.json": #"{"name": "D", "currency": "CAD", "delivery": {"zones": ⟨zones⟩[]}}"#
        ])
        #expect(empty.diagnostics().map(\.location) == [empty.location(of: "zones")])
        #expect(empty.diagnostics().first?.message.contains("lists no zone") == true)
        let placeless = try ContentFixture([
            "restaurant.json":
                #"{"name": "D", "currency": "CAD", "delivery": {"zones": [{"upToKm": ⟨ring⟩3, "fee": "1.00"}]}}"#
        ])
        #expect(placeless.diagnostics().map(\.location) == [placeless.location(of: "ring")])
        #expect(placeless.diagnostics().first?.message.contains("\"location\"") == true)
    }
}
