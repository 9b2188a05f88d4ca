import Foundation
import Testing

@testable import BistroContent
@testable import BistroCore
@testable import BistroSite

/// `order-data.json`'s `delivery`: the zones (rings in metres, normalised postal prefixes, fees and minimums in
/// cents) in restaurant.json's order, `freeOverCents`, `taxDeliveryFee`, `leadMinutes`, `default` and the
/// restaurant's position, as the processor has them; never the drivers' share.
@Suite struct OrderDataDeliveryTests {
    static func delivering(_ restaurant: inout Restaurant) {
        var settings = DeliverySettings(zones: [
            DeliveryZone(
                area: .ring(upToMeters: 3000), fee: SampleContent.money("3.99"), minimum: SampleContent.money("15.00")),
            DeliveryZone(
                area: .ring(upToMeters: 6500), fee: SampleContent.money("6.99"), minimum: SampleContent.money("25.00")),
            DeliveryZone(
                area: .postalCodes(["M5V", "M5H1"]), fee: SampleContent.money("2.99"),
                minimum: SampleContent.money("10.00")),
        ])
        settings.isDefault = true
        settings.leadMinutes = 45
        settings.driverSharePercent = 73
        settings.freeOver = SampleContent.money("60.00")
        settings.taxesFee = false
        restaurant.delivery = settings
    }

    @Test func withoutDeliveryItIsNull() throws {
        let data = try OrderDataPickupTests.data()
        #expect(data["delivery"] is NSNull, "absent: pickup only")
    }

    @Test func theZonesFeesAndRulesInCents() throws {
        let data = try OrderDataPickupTests.data(Self.delivering)
        let delivery = try #require(data["delivery"] as? [String: Any])
        #expect(delivery["default"] as? Bool == true)
        #expect(delivery["leadMinutes"] as? Int == 45)
        #expect(delivery["freeOverCents"] as? Int == 6000)
        #expect(delivery["taxDeliveryFee"] as? Bool == false)
        let location = try #require(delivery["location"] as? [String: Double])
        #expect(location == ["latitude": 43.6532, "longitude": -79.3832])
        let zones = try #require(delivery["zones"] as? [[String: Any]])
        #expect(zones.count == 3)
        #expect(zones[0]["upToMeters"] as? Int == 3000 && zones[0]["postalCodes"] == nil)
        #expect(zones[0]["feeCents"] as? Int == 399 && zones[0]["minimumCents"] as? Int == 1500)
        #expect(zones[0]["label"] as? String == "up to 3 km")
        #expect(zones[1]["upToMeters"] as? Int == 6500 && zones[1]["label"] as? String == "up to 6.5 km")
        #expect(zones[2]["postalCodes"] as? [String] == ["M5V", "M5H1"] && zones[2]["upToMeters"] == nil)
        #expect(zones[2]["feeCents"] as? Int == 299 && zones[2]["minimumCents"] as? Int == 1000)
        #expect(
            Set(delivery.keys) == ["default", "leadMinutes", "freeOverCents", "taxDeliveryFee", "location", "zones"])
    }

    @Test func theDriversShareIsNotPublished() throws {
        var content = SampleContent.make()
        Self.delivering(&content.restaurant)
        let text = OrderDataExporter.json(model: try SiteModel(content: content))
        #expect(!text.contains("driver") && !text.contains("hare"))
    }

    @Test func neverFreeIsNullAndTheFeeTaxedByDefault() throws {
        let data = try OrderDataPickupTests.data { restaurant in
            restaurant.delivery = DeliverySettings(zones: [
                DeliveryZone(
                    area: .postalCodes(["K1A"]), fee: SampleContent.money("5.00"), minimum: SampleContent.money("0"))
            ])
            restaurant.location = nil
        }
        let delivery = try #require(data["delivery"] as? [String: Any])
        #expect(delivery["freeOverCents"] is NSNull && delivery["location"] is NSNull)
        #expect(delivery["taxDeliveryFee"] as? Bool == true && delivery["default"] as? Bool == false)
        #expect(delivery["leadMinutes"] as? Int == 35)
    }
}
