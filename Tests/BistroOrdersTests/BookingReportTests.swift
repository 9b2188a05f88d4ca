import Foundation
import GRDB
import Testing

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders

/// The report's bookings section (issue 27) from a book the order core filled: the demo's tables T1–T4 seating
/// 2, 4, 4 and 6 (T2+T3 joinable), 90-minute bookings, open 11:00–21:00 on weekdays and 12:00–20:00 on Sunday.
@Suite struct BookingReportTests {
    static let sunday = CalendarDay(year: 2026, month: 11, day: 22)
    static let monday = CalendarDay(year: 2026, month: 11, day: 23)
    static let tuesday = CalendarDay(year: 2026, month: 11, day: 24)
    /// The report is made on Monday evening: Monday's bookings have started, Tuesday's are to come.
    static let mondayNight = Timestamp.parse("2026-11-23T22:00:00-05:00")!

    /// Six bookings made on Sunday at 17:00, then seated, marked or cancelled as the staff and a guest would; and
    /// one dine-in order at T3 on Sunday.
    static func filledBook() async throws -> Workspace {
        let w = try Workspace()
        w.drop("dine-in.json", order(orderId: "dine-in", extra: DineInOrderTests.dineIn))
        #expect(try await w.run().accepted == 1)
        let intake = try BookingIntakeTests.intake(w)
        let requests: [(id: String, party: Int, start: String)] = [
            ("a", 2, "2026-11-23T18:45:00-05:00"),  // T1, 18:45–20:15, seated
            ("b", 8, "2026-11-23T18:00:00-05:00"),  // T2 T3, 18:00–19:30, seated
            ("c", 4, "2026-11-23T12:00:00-05:00"),  // T2, a no-show
            ("d", 6, "2026-11-23T13:00:00-05:00"),  // T4, cancelled by the guest
            ("e", 3, "2026-11-24T19:00:00-05:00"),  // T2 on Tuesday, to come
            ("f", 2, "2026-11-23T11:00:00-05:00"),  // T1, still booked after its start: not marked
        ]
        let decided = try intake.record(
            requests.map {
                BookingIntakeTests.booking($0.id, party: $0.party, at: $0.start, email: "\($0.id)@example.com")
            }, context: Demo.context())
        let receipts = decided.outcomes.compactMap(BookingIntakeTests.booked)
        #expect(receipts.map(\.tables) == [["T1"], ["T2", "T3"], ["T2"], ["T4"], ["T2"], ["T1"]])
        let cancelled = try intake.record([.cancelBooking(token: receipts[3].token)], context: Demo.context())
        guard case .bookingCancelled = cancelled.outcomes[0] else {
            Issue.record("the guest cancels booking d")
            return w
        }
        let evening = LocalTime(Timestamp.parse("2026-11-23T18:50:00-05:00")!, in: Demo.context().timeZone)
        try w.store.write { book in
            for (index, status) in [(0, BookingRecord.Status.seated), (1, .seated), (2, .noShow)] {
                let booking = try #require(try book.booking(number: receipts[index].number))
                try book.setStatus(status, ofBooking: try #require(booking.id), at: evening)
            }
        }
        return w
    }

    static func report(_ w: Workspace, now: Timestamp = mondayNight, room: DiningRoom? = demoRoom) throws
        -> OwnerReport
    {
        let restaurant = Demo.content.restaurant
        return try ReportQuery(
            restaurantName: restaurant.name, currency: restaurant.currency, catalog: Demo.content.catalog,
            since: sunday, until: tuesday, room: room, now: now
        ).run(on: try OrderBookReader(path: w.store.path))
    }

    static var demoRoom: DiningRoom? {
        DiningRoom(restaurant: Demo.content.restaurant, timeZone: Demo.context().timeZone)
    }

    @Test func coversPartiesAndNoShowsCountWhatTheStaffMarked() async throws {
        let w = try await Self.filledBook()
        let bookings = try #require(try Self.report(w).bookings)
        #expect(
            (bookings.bookings, bookings.seated, bookings.noShows, bookings.unmarked, bookings.upcoming) == (
                5, 2, 1, 1, 1
            ))
        #expect(bookings.cancelled == 1, "the cancelled party of 6 counts there and nowhere else")
        #expect(bookings.days.map(\.day) == [Self.monday, Self.tuesday])
        #expect(bookings.days.map(\.covers) == [.init(seated: 10, unmarked: 2), .init(upcoming: 3)])
        #expect(bookings.totalCovers.total == 15)
        #expect(bookings.partySizes.map { [$0.party, $0.bookings] } == [[2, 2], [3, 1], [4, 1], [8, 1]])
        #expect(bookings.noShowPercent.map(percentTenths) == 333, "1 no-show of 2 seated and 1 no-show")
        #expect(bookings.dineInOrders == [.init(table: "T3", orders: 1)])
    }

    /// Held table-minutes per hour over the tables' open minutes: 4 tables × days open in that hour × 60.
    /// Sunday opens 12–20, Monday and Tuesday 11–21: 11:00 and 20:00 were open on 2 days, the rest on 3.
    @Test func tableUseCountsEachHeldMinuteInItsHour() async throws {
        let w = try await Self.filledBook()
        let bookings = try #require(try Self.report(w).bookings)
        #expect(bookings.tables == 4)
        let held = Dictionary(uniqueKeysWithValues: bookings.tableUse.map { ($0.hour, $0.heldMinutes) })
        let open = Dictionary(uniqueKeysWithValues: bookings.tableUse.map { ($0.hour, $0.openMinutes) })
        #expect(bookings.tableUse.map(\.hour) == Array(11...20))
        #expect(open == [11: 480, 12: 720, 13: 720, 14: 720, 15: 720, 16: 720, 17: 720, 18: 720, 19: 720, 20: 480])
        // f (T1 11:00–12:30); a (T1 18:45–20:15: 15, 60 and 15); b on two tables (18:00–19:30: 2 × 60, 2 × 30);
        // e on Tuesday (T2 19:00–20:30). The no-show and the cancelled booking hold nothing.
        #expect(
            held == [
                11: 60, 12: 30, 13: 0, 14: 0, 15: 0, 16: 0, 17: 0, 18: 15 + 120, 19: 60 + 60 + 60, 20: 15 + 30,
            ])
        let eighteen = try #require(bookings.tableUse.first { $0.hour == 18 })
        #expect(eighteen.label == "18:00" && percentTenths(eighteen.percent) == 188)
    }

    @Test func beforeTheBookingsStartEveryOneIsStillToCome() async throws {
        let w = try await Self.filledBook()
        let sundayEvening = Timestamp.parse("2026-11-22T18:00:00-05:00")!
        let bookings = try #require(try Self.report(w, now: sundayEvening).bookings)
        // The staff's marks stand; only the booked ones move from "not marked" to "to come".
        #expect((bookings.seated, bookings.noShows, bookings.unmarked, bookings.upcoming) == (2, 1, 0, 2))
        #expect(bookings.days.map(\.covers) == [.init(seated: 10, upcoming: 2), .init(upcoming: 3)])
    }

    @Test func theSectionShowsWhenTheRestaurantTakesBookingsOrThePeriodHasSome() async throws {
        let w = try await Self.filledBook()
        let restaurant = Demo.content.restaurant
        func bookings(since: CalendarDay, until: CalendarDay, room: DiningRoom?) throws -> OwnerReport.BookingFigures? {
            try ReportQuery(
                restaurantName: restaurant.name, currency: restaurant.currency, catalog: Demo.content.catalog,
                since: since, until: until, room: room, now: Self.mondayNight
            ).run(on: try OrderBookReader(path: w.store.path)).bookings
        }
        let october = (CalendarDay(year: 2026, month: 10, day: 1), CalendarDay(year: 2026, month: 10, day: 2))
        #expect(try bookings(since: october.0, until: october.1, room: nil) == nil, "no tables, no bookings")
        var noBookings = try #require(Self.demoRoom)
        noBookings.takesBookings = false
        #expect(try bookings(since: october.0, until: october.1, room: noBookings) == nil)
        let empty = try #require(try bookings(since: october.0, until: october.1, room: Self.demoRoom))
        #expect(empty.bookings == 0 && empty.noShowPercent == nil && empty.days.isEmpty)
        #expect(empty.tableUse.allSatisfy { $0.heldMinutes == 0 } && !empty.tableUse.isEmpty)
        // Bookings in the period show even when restaurant.json has dropped its tables: nothing to divide by.
        let dropped = try #require(try bookings(since: Self.monday, until: Self.monday, room: nil))
        #expect(dropped.bookings == 4 && dropped.cancelled == 1 && dropped.tableUse.isEmpty)
    }

    /// A percentage in tenths, as the report prints it ("18.8%" is 188).
    private func percentTenths(_ value: Double) -> Int { Int((value * 10).rounded()) }
}
