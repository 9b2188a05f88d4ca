import Foundation
import GRDB
import Testing

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders

/// "Most ordered" reads the units per day and SKU that the writer keeps (`daily_units`), not the orders: the
/// sums follow every order placed and cancelled, and are what migration `v13-daily-units` makes of the
/// same orders.
@Suite struct DailyUnitsTests {
    private static let zone = TimeZone(identifier: "America/Toronto")!

    private func recent(_ w: Workspace) throws -> [String: Int] {
        let today = LocalTime(Demo.now, in: Self.zone).day
        return try OrderBookReader(path: w.store.path).catalogActivity(recentDays: today.adding(days: -29)...today)
            .recentQuantities
    }

    private func cancel(_ orderId: String, in w: Workspace) throws {
        let number = try w.store.read {
            try String.fetchOne(
                $0, sql: "SELECT order_number FROM orders WHERE client_order_id = ?", arguments: [orderId])!
        }
        _ = try OrderIntake(store: w.store, composer: nil).changeStatus(
            reference: number, to: .cancelled, reason: nil, at: LocalTime(Demo.now, in: Self.zone))
    }

    @Test func theUnitsFollowOrdersPlacedAndCancelled() async throws {
        let w = try Workspace()
        w.drop(
            "a.json",
            order(orderId: "a", items: #"[{"sku": "RC-BURG-01", "quantity": 2}, {"sku": "RC-SOUP-01", "quantity": 1}]"#)
        )
        w.drop("b.json", order(orderId: "b", items: #"[{"sku": "RC-BURG-01", "quantity": 3}]"#))
        w.drop(
            "c.json",
            order(
                orderId: "c", customer: #"{"name": "Grace Hopper", "email": "grace@example.com"}"#,
                items: #"[{"sku": "RC-SOUP-01", "quantity": 4}]"#))
        #expect(try await w.run().accepted == 3)
        #expect(try recent(w) == ["RC-BURG-01": 5, "RC-SOUP-01": 5])

        try cancel("c", in: w)
        #expect(try recent(w) == ["RC-BURG-01": 5, "RC-SOUP-01": 1])
        // A SKU left on cancelled orders only is not "ordered" at all.
        try cancel("a", in: w)
        #expect(try recent(w) == ["RC-BURG-01": 3])

        // What the writer kept is what the migration sums from the orders themselves.
        let kept = "SELECT order_day, sku, quantity FROM daily_units WHERE quantity != 0 ORDER BY order_day, sku"
        let copy = try DatabaseQueue()
        try w.store.read { db in try copy.writeWithoutTransaction { try db.backup(to: $0) } }
        let summed = try copy.write { db in
            try db.execute(sql: "DROP TRIGGER daily_units_cancellation; DROP TABLE daily_units")
            try db.execute(sql: Migrations.v13DailyUnits)
            return try Row.fetchAll(db, sql: kept)
        }
        #expect(try w.store.read { try Row.fetchAll($0, sql: kept) } == summed)
        #expect(summed.count == 1)
    }
}
