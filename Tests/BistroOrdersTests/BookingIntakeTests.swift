import Foundation
import GRDB
import Testing

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders
@testable import BistroTemplates

/// Issue 27: table bookings decided by the order core against a real book (the demo's four tables, Sunday
/// 2026-11-22 at 17:00 in Toronto; the demo opens 11:00–21:00 on weekdays).
@Suite struct BookingIntakeTests {
    static let now = Demo.now

    static func booking(
        _ id: String, party: Int = 2, at start: String = "2026-11-23T18:00:00-05:00", email: String = "ada@example.com",
        name: String = "Ada"
    ) -> OrderCommand {
        let body =
            #"{"bookingId": "\#(id)", "name": "\#(name)", "email": "\#(email)", "party": \#(party), "startAt": "\#(start)"}"#
        return OrderCommand.booking(Array(body.utf8))
    }

    static func intake(_ w: Workspace, messages: Bool = false) throws -> OrderIntake {
        OrderIntake(
            store: w.store,
            composer: messages
                ? MessageComposer(restaurant: Demo.content.restaurant, templates: try TemplateSet.defaults()) : nil)
    }

    static func booked(_ outcome: OrderOutcome) -> BookingReceipt? {
        if case .booked(let receipt, _) = outcome { return receipt }
        return nil
    }

    static func codes(_ outcome: OrderOutcome) -> [String] {
        switch outcome {
        case .rejected(let reasons), .bookingRefused(let reasons, _): reasons.map(\.code.rawValue)
        default: []
        }
    }

    @Test func partiesGetTheSmallestTableThenThePairThenNone() throws {
        let w = try Workspace()
        let intake = try Self.intake(w)
        let decided = try intake.record(
            [
                Self.booking("a", party: 2), Self.booking("b", party: 2, email: "b@example.com"),
                Self.booking("c", party: 8, email: "c@example.com"),
                Self.booking("d", party: 6, email: "d@example.com"),
                Self.booking("e", party: 6, email: "e@example.com"),
            ], context: Demo.context())
        #expect(decided.outcomes.map { Self.booked($0)?.tables } == [["T1"], ["T2"], nil, ["T4"], nil])
        guard case .bookingRefused(let reasons, let nearest) = decided.outcomes[2] else {
            Issue.record("the party of 8 is refused for lack of a table")
            return
        }
        #expect(reasons.map(\.code) == [.noTableFree])
        // The pair T2+T3 is free again when T2's booking ends at 19:30; 16:30 ends when it starts.
        #expect(nearest.map(\.clock) == ["16:30", "19:30", "16:15"])
        #expect(Self.booked(decided.outcomes[0])?.number == "B-20261123-1")
    }

    @Test func aRetryIsTheSameBookingAndOtherDetailsAConflict() throws {
        let w = try Workspace()
        let intake = try Self.intake(w)
        let first = try intake.record([Self.booking("same")], context: Demo.context()).outcomes[0]
        let again = try intake.record([Self.booking("same")], context: Demo.context()).outcomes[0]
        #expect(Self.booked(first) != nil)
        guard case .booked(let receipt, let duplicate) = again else {
            Issue.record("a retry is answered with its booking")
            return
        }
        #expect(duplicate && receipt == Self.booked(first))
        let other = try intake.record([Self.booking("same", party: 3)], context: Demo.context()).outcomes[0]
        #expect(Self.codes(other) == ["booking_id_conflict"])
        #expect(try w.count("SELECT count(*) FROM bookings") == 1)
    }

    @Test func eachTimeProblemHasItsCode() throws {
        let w = try Workspace()
        let intake = try Self.intake(w)
        let cases: [(String, Int, String)] = [
            ("2026-11-22T17:30:00-05:00", 2, "booking_too_soon"),
            ("2027-01-08T18:00:00-05:00", 2, "booking_too_far_ahead"),
            ("2026-11-24T18:00:00-05:00", 2, "closed_that_day"),
            ("2026-11-23T20:00:00-05:00", 2, "outside_hours"),
            ("2026-11-23T18:05:00-05:00", 2, "outside_hours"),
            ("2026-11-23T18:00:00-05:00", 9, "party_too_large"),
            ("tomorrow at six", 2, "invalid_start_time"),
        ]
        var context = Demo.context()
        context.restaurant.closures.insert(CalendarDay(year: 2026, month: 11, day: 24))
        for (index, (start, party, code)) in cases.enumerated() {
            let outcome = try intake.record([Self.booking("t\(index)", party: party, at: start)], context: context)
            #expect(Self.codes(outcome.outcomes[0]) == [code], "\(start) for \(party)")
        }
        var closed = Demo.context()
        closed.restaurant.tables?.bookings = nil
        #expect(
            Self.codes(try intake.record([Self.booking("x")], context: closed).outcomes[0]) == ["bookings_disabled"])
        #expect(try w.count("SELECT count(*) FROM bookings") == 0)
    }

    @Test func cancellingFreesTheTableAndDropsTheReminder() throws {
        let w = try Workspace()
        let intake = try Self.intake(w, messages: true)
        let first = try #require(
            Self.booked(try intake.record([Self.booking("a")], context: Demo.context()).outcomes[0]))
        #expect(try w.count("SELECT count(*) FROM notifications WHERE booking_id IS NOT NULL") == 2)
        #expect(
            try w.store.read {
                try String.fetchOne($0, sql: "SELECT due_at FROM notifications WHERE event = 'booking_reminder'")
            }
                == "2026-11-22T18:00:00-05:00")
        let cancelled = try intake.record([.cancelBooking(token: first.token)], context: Demo.context()).outcomes[0]
        guard case .bookingCancelled(let receipt) = cancelled else {
            Issue.record("the booking is cancelled")
            return
        }
        #expect(receipt.status == .cancelled)
        #expect(try w.count("SELECT count(*) FROM table_holds") == 0)
        #expect(try w.count("SELECT count(*) FROM notifications WHERE event = 'booking_reminder'") == 0)
        #expect(try w.count("SELECT count(*) FROM notifications WHERE event = 'booking_cancelled'") == 1)
        // The table is free at once, and a second cancellation is refused.
        let next = try intake.record([Self.booking("b", email: "b@example.com")], context: Demo.context())
        #expect(Self.booked(next.outcomes[0])?.tables == ["T1"])
        let twice = try intake.record([.cancelBooking(token: first.token)], context: Demo.context()).outcomes[0]
        #expect(Self.codes(twice) == ["booking_not_cancellable"])
        let unknown = try intake.record(
            [.cancelBooking(token: String(repeating: "0", count: 32))], context: Demo.context())
        #expect(Self.codes(unknown.outcomes[0]) == ["booking_unknown"])
    }

    @Test func aBookingFileInTheSpoolIsBookedOnce() async throws {
        let w = try Workspace()
        let file =
            #"{"booking": {"bookingId": "spool-1", "name": "Bo", "email": "bo@example.com", "party": 4, "startAt": "2026-11-23T12:00:00-05:00"}}"#
        w.drop("booking.json", file)
        let summary = try await w.run()
        #expect(summary.bookings == 1)
        #expect(w.files(.accepted) == ["booking.json"])
        w.drop("again.json", file)
        let again = try await w.run()
        #expect(again.duplicates == 1)
        #expect(try w.count("SELECT count(*) FROM bookings") == 1)
        w.drop(
            "bad.json",
            #"{"booking": {"bookingId": "spool-2", "name": "Bo", "email": "bo@example.com", "party": 4, "startAt": "2026-11-23T12:05:00-05:00"}}"#
        )
        _ = try await w.run()
        #expect(w.files(.rejected).contains("bad.json"))
    }
}
