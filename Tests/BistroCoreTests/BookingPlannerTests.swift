import Foundation
import Testing

@testable import BistroCore

/// Issue 27: which times a day offers, why a time cannot be booked, and which table a party gets.
@Suite struct BookingPlannerTests {
    static let zone = TimeZone(identifier: "America/Toronto")!

    static func planner(closures: Set<CalendarDay> = []) -> BookingPlanner {
        var restaurant = Restaurant(name: "D", currency: Currency(code: "CAD", minorUnitDigits: 2))
        restaurant.hours = OpeningHours(days: [
            .fri: [
                OpeningHours.Interval(start: 11 * 60, end: 14 * 60),
                OpeningHours.Interval(start: 17 * 60, end: 22 * 60),
            ]
        ])
        restaurant.closures = closures
        var bookings = TableSettings.Bookings()
        bookings.joinable = [["T2", "T3"]]
        restaurant.tables = TableSettings(
            list: [
                .init(id: "T1", seats: 2), .init(id: "T2", seats: 4), .init(id: "T3", seats: 4),
                .init(id: "T4", seats: 6),
            ],
            bookings: bookings)
        return BookingPlanner(restaurant: restaurant, timeZone: zone)!
    }

    static func time(_ text: String) -> LocalTime { LocalTime(iso8601: text)! }
    /// Thursday 2026-11-26 at noon.
    static let now = time("2026-11-26T12:00:00-05:00")
    static let friday = CalendarDay(year: 2026, month: 11, day: 27)

    @Test func aDayOffersTheGridWithinItsHoursEndingByClosing() {
        let times = Self.planner().startTimes(on: Self.friday, now: Self.now).map { $0.shortText }
        #expect(times.first == "2026-11-27 11:00")
        #expect(times.contains("2026-11-27 12:30"))
        #expect(!times.contains("2026-11-27 12:45"), "would end after 14:00")
        #expect(times.contains("2026-11-27 17:00"))
        #expect(times.last == "2026-11-27 20:30")
        #expect(times.count == 7 + 15)
        #expect(Self.planner().startTimes(on: Self.now.day, now: Self.now).isEmpty, "no hours on Thursday")
    }

    @Test func eachProblemHasItsReason() {
        let planner = Self.planner(closures: [CalendarDay(year: 2026, month: 12, day: 4)])
        let soon = Self.time("2026-11-27T11:00:00-05:00")
        let lateNow = Self.time("2026-11-27T10:30:00-05:00")
        #expect(
            planner.problem(start: soon, now: lateNow) == .tooSoon(earliest: Self.time("2026-11-27T11:30:00-05:00")))
        #expect(
            planner.problem(start: Self.time("2027-01-08T12:00:00-05:00"), now: Self.now)
                == .tooFarAhead(lastDay: CalendarDay(year: 2026, month: 12, day: 26)))
        #expect(planner.problem(start: Self.time("2026-12-04T12:00:00-05:00"), now: Self.now) == .closedThatDay)
        #expect(planner.problem(start: Self.time("2026-11-28T12:00:00-05:00"), now: Self.now) == .closedThatDay)
        #expect(planner.problem(start: Self.time("2026-11-27T12:45:00-05:00"), now: Self.now) == .outsideHours)
        #expect(planner.problem(start: Self.time("2026-11-27T12:10:00-05:00"), now: Self.now) == .outsideHours)
        #expect(planner.problem(start: Self.time("2026-11-27T12:30:00-05:00"), now: Self.now) == nil)
    }

    @Test func aPartyGetsTheSmallestFreeTableThenAJoinedPair() {
        let planner = Self.planner()
        let start = Self.time("2026-11-27T18:00:00-05:00").timestamp
        let end = start.adding(seconds: 90 * 60)
        #expect(planner.choose(party: 2, start: start, held: []) == ["T1"])
        #expect(planner.choose(party: 3, start: start, held: []) == ["T2"])
        #expect(planner.choose(party: 6, start: start, held: []) == ["T4"])
        #expect(planner.choose(party: 8, start: start, held: []) == ["T2", "T3"])
        #expect(planner.choose(party: 9, start: start, held: []) == nil)
        let t1 = TableHold(table: "T1", start: start, end: end)
        #expect(planner.choose(party: 2, start: start, held: [t1]) == ["T2"])
        // A booking ending when another starts does not overlap it.
        let before = TableHold(table: "T1", start: start.adding(seconds: -90 * 60), end: start)
        #expect(planner.choose(party: 2, start: start, held: [before]) == ["T1"])
        let t2 = TableHold(table: "T2", start: start.adding(seconds: 60 * 60), end: end.adding(seconds: 3600))
        #expect(planner.choose(party: 8, start: start, held: [t2]) == nil, "the pair needs T2 too")
        #expect(
            planner.freeTimes(on: Self.friday, party: 8, now: Self.now, held: [t2]).allSatisfy {
                !TableHold(table: "T2", start: $0.timestamp, end: $0.timestamp.adding(seconds: 90 * 60))
                    .overlaps(start: t2.start, end: t2.end)
            })
    }
}
