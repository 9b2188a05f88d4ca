import Foundation
import GRDB
import Testing

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders

/// Issue 26: a driver's net earnings (fee share + tip) per day, per week and in total, from `DeliveryBook`.
@Suite struct DriverEarningsTests {
    static let tuesday = CalendarDay(year: 2026, month: 11, day: 24)
    static let cad = DeliveryBook.cad
    static func cents(_ amount: Int) -> Money { DeliveryBook.cents(amount) }

    @Test func theOrderCoreKeepsTheFeeAndTheDriversShare() async throws {
        let book = try await DeliveryBook()
        let rows = try book.w.store.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT o.client_order_id, o.delivery_fee_cents, d.zone_fee_cents, d.driver_fee_cents, o.tip_cents
                    FROM orders o JOIN deliveries d ON d.order_id = o.id WHERE o.client_order_id IN ('a', 'd')
                    ORDER BY 1
                    """)
        }
        #expect(rows.map { [$0[1], $0[2], $0[3], $0[4]] as [Int] } == [[299, 299, 239, 500], [299, 299, 239, 0]])
    }

    @Test func fourteenDaysEndingOnTheDayAskedZeroDaysIncluded() async throws {
        let book = try await DeliveryBook()
        let ana = try #require(
            try book.reader.driverEarnings(driverID: book.ana, through: Self.tuesday, currency: Self.cad))
        #expect(ana.name == "Ana" && ana.through == Self.tuesday)
        #expect(ana.days.count == 14)
        #expect(ana.days.first?.start == CalendarDay(year: 2026, month: 11, day: 11))
        #expect(ana.days.last?.start == Self.tuesday)
        let byDay = Dictionary(uniqueKeysWithValues: ana.days.map { ($0.start.description, $0.net.minorUnits) })
        // a on Sunday (2.39 + 5.00); b, ready Sunday night, delivered Monday just after midnight (2.39 + 2.00);
        // c was cancelled; g (Nov 9) is before the 14 days.
        #expect(byDay["2026-11-22"] == 739)
        #expect(byDay["2026-11-23"] == 439)
        #expect(byDay.filter { $0.value != 0 }.count == 2, "every other day is there, at zero")
        let sunday = try #require(ana.days.first { $0.start.description == "2026-11-22" })
        #expect(
            sunday.totals
                == DriverEarnings.Totals(
                    deliveries: 1, feeShare: Self.cents(239), tips: Self.cents(500), net: Self.cents(739)))
        #expect(ana.dayBars.map(\.label) == ana.days.map(\.start.description))
        #expect(ana.dayBars.map(\.amount) == ana.days.map(\.net))
    }

    @Test func eightWeeksStartOnMonday() async throws {
        let book = try await DeliveryBook()
        let ana = try #require(
            try book.reader.driverEarnings(driverID: book.ana, through: Self.tuesday, currency: Self.cad))
        #expect(
            ana.weeks.map(\.start.description) == [
                "2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16",
                "2026-11-23",
            ])
        #expect(ana.weeks.allSatisfy { $0.start.mondayBasedWeekday == 0 })
        // Sunday 22 closes the week of the 16th (a); Monday 23 opens the next (b); g on Monday the 9th.
        #expect(ana.weeks.map(\.net.minorUnits) == [0, 0, 0, 0, 0, 339, 739, 439])
        #expect(ana.weeks.map(\.totals.deliveries) == [0, 0, 0, 0, 0, 1, 1, 1])
        #expect(ana.weekBars.map(\.label).last == "2026-11-23")
        // Through a Sunday, the last week is that Sunday's: Monday 23's deliveries are not counted yet.
        let sunday = CalendarDay(year: 2026, month: 11, day: 22)
        let earlier = try #require(
            try book.reader.driverEarnings(driverID: book.ana, through: sunday, currency: Self.cad))
        #expect(earlier.weeks.last?.start.description == "2026-11-16" && earlier.weeks.last?.net.minorUnits == 739)
        #expect(earlier.days.last?.start == sunday && earlier.totals.deliveries == 3)
    }

    @Test func totalsCountEveryDeliveryUpToTheDayButNotCancelledOrders() async throws {
        let book = try await DeliveryBook()
        let ana = try #require(
            try book.reader.driverEarnings(driverID: book.ana, through: Self.tuesday, currency: Self.cad))
        // a, b, g and h (September: before the eight weeks); c's order was cancelled.
        #expect(
            ana.totals
                == DriverEarnings.Totals(
                    deliveries: 4, feeShare: Self.cents(4 * 239), tips: Self.cents(500 + 200 + 100 + 400),
                    net: Self.cents(4 * 239 + 1200)))
        let ben = try #require(
            try book.w.store.driverEarnings(driverID: book.ben, through: Self.tuesday, currency: Self.cad))
        #expect(ben.totals.deliveries == 1 && ben.totals.net == Self.cents(239), "d; f is claimed, not delivered")
        #expect(try book.reader.driverEarnings(driverID: 999, through: Self.tuesday, currency: Self.cad) == nil)
    }

    @Test func everyDriverByNameWithoutRemovedOnesWhoNeverDelivered() async throws {
        let book = try await DeliveryBook()
        let all = try book.reader.driverEarnings(through: Self.tuesday, currency: Self.cad)
        #expect(all.map(\.name) == ["Ana", "Ben", "Cleo"])
        let one = try #require(
            try book.reader.driverEarnings(driverID: book.ana, through: Self.tuesday, currency: Self.cad))
        #expect(all.first == one, "the same figures, read for one driver or for all")
        let cleo = try #require(all.last)
        #expect(cleo.days.count == 14 && cleo.weeks.count == 8 && cleo.totals == .zero(Self.cad))
        #expect(try book.w.store.driverEarnings(through: Self.tuesday, currency: Self.cad) == all)
    }

    @Test func oneDriversReadWalksTheDriversIndex() async throws {
        let book = try await DeliveryBook()
        let plan = try book.w.store.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN " + PaidDeliveries.sql(.one(book.ana), by: .day),
                arguments: [book.ana, "2026-11-11", "2026-11-25"]
            ).map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("deliveries_driver (driver_id=? AND delivered_at>? AND delivered_at<?)") })
    }
}
