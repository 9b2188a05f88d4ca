import Foundation
import Testing

@testable import BistroCore

/// Table use by hour on the restaurant's clock: a late night that runs past midnight into the night summer time
/// ends (Toronto, 2026-11-01 at 02:00 EDT the clocks go back to 01:00 EST).
@Suite struct TableUseTallyTests {
    static let zone = TimeZone(identifier: "America/Toronto")!
    static let saturday = CalendarDay(year: 2026, month: 10, day: 31)
    static let sunday = CalendarDay(year: 2026, month: 11, day: 1)

    func hold(_ table: String, _ start: String, _ end: String) -> TableHold {
        TableHold(table: table, start: Timestamp.parse(start)!, end: Timestamp.parse(end)!)
    }

    @Test func lateHoursBelongToTheNextDayAndTheRepeatedHourCountsTwice() {
        let room = DiningRoom(
            tables: ["T1", "T2"], takesBookings: true,
            hours: OpeningHours(days: [.sat: [OpeningHours.Interval.parse("18:00-02:00")!]]), timeZone: Self.zone)
        var tally = TableUseTally(room: room, since: Self.saturday, until: Self.sunday)
        // Across midnight: 30 minutes of 23:00 on Saturday, 30 of 00:00 on Sunday.
        tally.add(hold("T2", "2026-10-31T23:30:00-04:00", "2026-11-01T00:30:00-04:00"))
        // Two real hours: 00:30–01:00, then 01:00–02:00 EDT and 01:00–01:30 EST, both on the clock's 01:00.
        tally.add(hold("T1", "2026-11-01T00:30:00-04:00", "2026-11-01T01:30:00-05:00"))
        // Outside the period (Friday), and a table restaurant.json does not list: nowhere.
        tally.add(hold("T1", "2026-10-30T19:00:00-04:00", "2026-10-30T20:00:00-04:00"))
        tally.add(hold("T9", "2026-10-31T19:00:00-04:00", "2026-10-31T20:00:00-04:00"))
        let hours = tally.hours
        #expect(hours.map(\.hour) == [0, 1, 18, 19, 20, 21, 22, 23])
        #expect(hours.allSatisfy { $0.openMinutes == 2 * 1 * 60 }, "two tables, one night")
        let held = Dictionary(uniqueKeysWithValues: hours.map { ($0.hour, $0.heldMinutes) })
        #expect(held == [0: 60, 1: 90, 18: 0, 19: 0, 20: 0, 21: 0, 22: 0, 23: 30])
        #expect(hours.first { $0.hour == 1 }?.percent == 75)
    }

    @Test func aClosedDayOpensNoHoursButAHeldHourStillCounts() {
        let room = DiningRoom(
            tables: ["T1"], takesBookings: true,
            hours: OpeningHours(days: [.sat: [OpeningHours.Interval.parse("18:00-20:00")!]]),
            closures: [Self.saturday], timeZone: Self.zone)
        var tally = TableUseTally(room: room, since: Self.saturday, until: Self.saturday)
        #expect(tally.hours.isEmpty)
        // A booking made before the closure was announced still holds its table.
        tally.add(hold("T1", "2026-10-31T18:00:00-04:00", "2026-10-31T18:30:00-04:00"))
        #expect(tally.hours == [.init(hour: 18, heldMinutes: 30, openMinutes: 60)])
    }

    @Test func withoutHoursEveryHourIsOpen() {
        let room = DiningRoom(tables: ["T1"], takesBookings: true, timeZone: Self.zone)
        let tally = TableUseTally(room: room, since: Self.saturday, until: Self.saturday)
        #expect(tally.hours.map(\.hour) == Array(0..<24))
    }
}
