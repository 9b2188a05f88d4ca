import Foundation
import Testing

@testable import BistroContent
@testable import BistroCore
@testable import BistroSite

/// `order-data.json` tells the order page whether `?table=T3` is a dine-in order for a table (`dineIn`, the
/// table ids) and which tax rate its estimate takes (`taxRates`), as the processor has them (docs/tables.md).
@Suite struct OrderDataTablesTests {
    @Test func withoutTablesNoTableOrders() throws {
        let data = try OrderDataPickupTests.data()
        #expect(data["dineIn"] as? Bool == false)
        #expect((data["tables"] as? [String])?.isEmpty == true)
        #expect(data["taxRates"] is NSNull, "absent: taxRate for both")
        #expect(data["taxRate"] as? String == "0")
    }

    @Test func theTablesIdsInTheListsOrderWithDineIn() throws {
        let data = try OrderDataPickupTests.data { restaurant in
            restaurant.tables = TableSettings(
                list: [.init(id: "T2", seats: 4), .init(id: "T1", seats: 2), .init(id: "patio_3", seats: 6)],
                dineIn: true)
        }
        #expect(data["dineIn"] as? Bool == true)
        #expect(data["tables"] as? [String] == ["T2", "T1", "patio_3"])
        let off = try OrderDataPickupTests.data { $0.tables = TableSettings(list: [.init(id: "T1", seats: 2)]) }
        #expect(off["dineIn"] as? Bool == false && off["tables"] as? [String] == ["T1"])
    }

    @Test func theTwoTaxRatesAsExactDecimals() throws {
        let data = try OrderDataPickupTests.data { restaurant in
            restaurant.taxRate = Rate.parse("0.13")!
            restaurant.taxRates = TaxRates(dineIn: Rate.parse("0.13")!, takeAway: Rate.parse("0.0825")!)
        }
        #expect(data["taxRate"] as? String == "0.13")
        #expect(data["taxRates"] as? [String: String] == ["dineIn": "0.13", "takeAway": "0.0825"])
    }
}
