import Foundation
import GRDB
import Testing

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders

/// Issue 27: orders for a table (`"fulfilment": "dine-in"`, `"table": "T3"`): no pickup time and no check-in,
/// prepared at once, the table on the kitchen's views, and taxed at `taxRates.dineIn` where it is set.
@Suite struct DineInOrderTests {
    static let dineIn = #""fulfilment": "dine-in", "table": "T3""#

    @Test func aDineInOrderNamesAKnownTableAndNoPickupTime() {
        #expect(codes(order(extra: Self.dineIn)) == [])
        #expect(validated(order(extra: Self.dineIn))?.table == "T3")
        #expect(
            validated(order(extra: #""table": "t3""#))?.table == "T3", "a table alone is dine-in; ids match any case")
        #expect(validated(order(extra: #""fulfilment": "take-away""#))?.table == nil)
        #expect(codes(order(extra: #""fulfilment": "dine-in", "table": "T9""#)) == ["unknown_table"])
        #expect(codes(order(extra: #""fulfilment": "dine-in""#)) == ["unknown_table"])
        #expect(
            codes(order(extra: #""fulfilment": "delivery""#)) == ["address_required"],
            "a delivery order without an address")
        #expect(codes(order(extra: #""fulfilment": "by drone""#)) == ["invalid_fulfilment"])
        #expect(codes(order(extra: #""fulfilment": "take-away", "table": "T3""#)) == ["invalid_fulfilment"])
        #expect(
            codes(order(extra: Self.dineIn + #", "pickupAt": "2026-11-22T18:00:00-05:00""#)) == ["invalid_pickup_time"])
    }

    @Test func aRestaurantWithoutDineInRefusesIt() throws {
        var context = Demo.context()
        context.restaurant.tables?.dineIn = false
        guard case .success(let request) = OrderFileParser.parse(Array(order(extra: Self.dineIn).utf8)) else {
            Issue.record("the order parses")
            return
        }
        let result = try OrderValidator(context: context).validate(request, ledger: FakeLedger())
        guard case .failure(let list) = result else {
            Issue.record("refused")
            return
        }
        #expect(list.rejections.map(\.code) == [.dineInUnavailable])
    }

    @Test func dineInAndTakeAwayAreTaxedAtTheirOwnRates() throws {
        var context = Demo.context()
        context.restaurant.taxRates = TaxRates(dineIn: Rate.parse("0.13")!, takeAway: Rate.parse("0.05")!)
        func tax(_ json: String) throws -> (Int, String)? {
            guard case .success(let request) = OrderFileParser.parse(Array(json.utf8)),
                case .success(let order) = try OrderValidator(context: context).validate(request, ledger: FakeLedger())
            else { return nil }
            return (order.price.tax.minorUnits, order.price.taxRate.decimalString)
        }
        // Two Royal Burgers at 16.50: 33.00.
        #expect(try tax(order(extra: Self.dineIn))?.0 == 429)
        #expect(try tax(order(extra: Self.dineIn))?.1 == "0.13")
        #expect(try tax(order())?.0 == 165)
        #expect(try tax(order())?.1 == "0.05")
    }

    @Test func theKitchenSeesTheTableAndNoCheckInIsTaken() async throws {
        let w = try Workspace()
        w.drop("t3.json", order(orderId: "t3", extra: Self.dineIn))
        let summary = try await w.run()
        #expect(summary.accepted == 1)
        let stored = try #require(try w.store.order(reference: "t3"))
        #expect(stored.table == "T3")
        #expect(stored.status == .preparing, "a dine-in order is prepared at once: nobody checks in")
        #expect(KitchenQueueText.lines(stored).first?.contains("table T3") == true)
        w.drop(
            "checkin.json",
            #"{"checkIn": {"orderId": "t3", "email": "ada@example.com", "latitude": 43.6532, "longitude": -79.3832}}"#)
        _ = try await w.run()
        #expect(w.files(.rejected).contains("checkin.json"))
        let sidecar = try String(contentsOfFile: w.spool.path(.rejected, "checkin.json.error.json"), encoding: .utf8)
        #expect(sidecar.contains("checkin_dine_in"))
    }
}
