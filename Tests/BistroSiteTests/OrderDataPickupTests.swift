import Foundation
import Testing

@testable import BistroContent
@testable import BistroCore
@testable import BistroSite

/// `order-data.json` carries the processor's pickup rules (`pickup.slotMinutes`, `leadMinutes`,
/// `advanceDays`, `maxOrdersPerSlot`, `closures`), so the order page offers only times it accepts.
@Suite struct OrderDataPickupTests {
    static func data(_ change: (inout Restaurant) -> Void = { _ in }) throws -> [String: Any] {
        var content = SampleContent.make()
        change(&content.restaurant)
        let text = OrderDataExporter.json(model: try SiteModel(content: content))
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func defaultsAreTheProcessors() throws {
        let data = try Self.data()
        #expect(data["slotMinutes"] as? Int == 15)
        #expect(data["leadMinutes"] as? Int == 0)
        #expect(data["advanceDays"] as? Int == 0)
        #expect(data["maxOrdersPerSlot"] is NSNull, "absent: unlimited, written as null")
        #expect((data["closures"] as? [String])?.isEmpty == true)
    }

    @Test func givenSettingsAreCarriedWithClosuresInOrder() throws {
        let data = try Self.data { restaurant in
            restaurant.pickup.slotMinutes = 30
            restaurant.pickup.leadMinutes = 20
            restaurant.pickup.advanceDays = 2
            restaurant.pickup.maxOrdersPerSlot = 4
            restaurant.closures = [
                CalendarDay(year: 2027, month: 1, day: 1), CalendarDay(year: 2026, month: 12, day: 25),
            ]
        }
        #expect(data["slotMinutes"] as? Int == 30)
        #expect(data["leadMinutes"] as? Int == 20)
        #expect(data["advanceDays"] as? Int == 2)
        #expect(data["maxOrdersPerSlot"] as? Int == 4)
        #expect(data["closures"] as? [String] == ["2026-12-25", "2027-01-01"])
    }

    @Test func existingFieldsStay() throws {
        let data = try Self.data()
        for key in ["timeZone", "hours", "preparationMinutes", "items", "kits", "coupons", "orders", "contact"] {
            #expect(data[key] != nil, "\(key) is missing")
        }
        #expect((data["hours"] as? [String: [[Int]]])?["mon"] == [[660, 1260]])
    }
}
