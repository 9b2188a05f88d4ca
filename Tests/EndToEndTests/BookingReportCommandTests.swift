import Foundation
import Testing

/// `bistro report`'s bookings section (issue 27) on a book `bistro process` filled from booking files in the
/// spool (the demo: T1–T4 seating 2, 4, 4 and 6, T2+T3 joinable, 90-minute bookings; open 12:00–20:00 on
/// Sunday, 11:00–21:00 on Monday and Tuesday). The staff's marks are written with SQL: no command seats a party
/// yet.
@Suite struct BookingReportCommandTests {
    static let period = ["--since", "2026-11-22", "--until", "2026-11-24"]

    /// Six bookings and a dine-in order at T3 made on Sunday at 17:00; on Monday evening a and b are seated, c
    /// did not come, d was cancelled, f (11:00) was never marked and e (Tuesday) is still to come.
    static func book() throws -> OrderBookRunner {
        let runner = try OrderBookRunner()
        let bookings: [(id: String, party: Int, start: String)] = [
            ("a", 2, "2026-11-23T18:45:00-05:00"), ("b", 8, "2026-11-23T18:00:00-05:00"),
            ("c", 4, "2026-11-23T12:00:00-05:00"), ("d", 6, "2026-11-23T13:00:00-05:00"),
            ("e", 3, "2026-11-24T19:00:00-05:00"), ("f", 2, "2026-11-23T11:00:00-05:00"),
        ]
        for booking in bookings {
            runner.drop(
                "booking-\(booking.id).json",
                #"{"booking": {"bookingId": "\#(booking.id)", "name": "Guest \#(booking.id)", "#
                    + #""email": "\#(booking.id)@example.com", "party": \#(booking.party), "#
                    + #""startAt": "\#(booking.start)"}}"#)
        }
        runner.drop(
            "dine-in.json",
            #"{"orderId": "t3", "customer": {"name": "Ada", "email": "ada@example.com"}, "#
                + #""items": [{"sku": "RC-BURG-01", "quantity": 1}], "fulfilment": "dine-in", "table": "T3"}"#)
        let processed = try runner.run(["process", "--quiet"])
        precondition(processed.status == 0, "process failed: \(processed.stderr)")
        let marked = try BookQuery.execute(
            runner.db,
            """
            BEGIN;
            UPDATE bookings SET status = 'seated', changed_at = '2026-11-23T18:50:00-05:00'
                WHERE client_booking_id IN ('a', 'b');
            UPDATE bookings SET status = CASE client_booking_id WHEN 'c' THEN 'no_show' ELSE 'cancelled' END,
                changed_at = '2026-11-23T13:30:00-05:00' WHERE client_booking_id IN ('c', 'd');
            DELETE FROM table_holds WHERE booking_id IN (SELECT id FROM bookings WHERE client_booking_id IN ('c', 'd'));
            COMMIT;
            """)
        precondition(marked == 0, "marking the bookings failed")
        runner.now = "2026-11-23T22:00:00-05:00"
        return runner
    }

    @Test func jsonHasTheSectionsFigures() throws {
        let runner = try Self.book()
        #expect(try BookQuery.integer(runner.db, "SELECT count(*) FROM bookings") == 6)
        #expect(try BookQuery.integer(runner.db, "SELECT count(*) FROM orders WHERE table_id = 'T3'") == 1)
        let report = try runner.json(["report", "--format", "json"] + Self.period) as! [String: Any]
        let bookings = try #require(report["bookings"] as? [String: Any])
        let counts = ["bookings", "seated", "noShows", "unmarked", "upcoming", "cancelled"].map { bookings[$0] as? Int }
        #expect(counts == [5, 2, 1, 1, 1, 1])
        #expect(bookings["noShowPercent"] as? String == "33.3")
        let days = try #require(bookings["days"] as? [[String: Any]])
        #expect(days.map { $0["day"] as? String } == ["2026-11-23", "2026-11-24"])
        #expect(
            days.map { [$0["seated"], $0["unmarked"], $0["upcoming"], $0["covers"]] as? [Int] } == [
                [10, 2, 0, 12], [0, 0, 3, 3],
            ])
        #expect(
            (bookings["partySizes"] as? [[String: Int]])?.map { [$0["party"]!, $0["bookings"]!] } == [
                [2, 2], [3, 1], [4, 1], [8, 1],
            ])
        // Held table-minutes: f T1 11:00–12:30; a T1 18:45–20:15; b T2 and T3 18:00–19:30; e T2 Tuesday 19:00–20:30.
        // Open: 4 tables × 60 × 3 days (2 for 11:00 and 20:00: Sunday opens 12–20).
        let use = try #require(bookings["tableUse"] as? [[String: Any]])
        #expect(use.map { $0["hour"] as? String } == (11...20).map { "\($0):00" })
        let held = use.map { $0["heldMinutes"] as? Int }
        #expect(held == [60, 30, 0, 0, 0, 0, 0, 135, 180, 45])
        #expect(use.map { $0["openMinutes"] as? Int } == [480] + Array(repeating: 720, count: 8) + [480])
        #expect(
            use.map { $0["percent"] as? String } == [
                "12.5", "4.2", "0.0", "0.0", "0.0", "0.0", "0.0", "18.8", "25.0", "9.4",
            ])
        #expect((bookings["dineInOrders"] as? [[String: Any]])?.first?["table"] as? String == "T3")
    }

    @Test func textCSVAndHTMLCarryTheSection() throws {
        let runner = try Self.book()
        let text = try runner.run(["report"] + Self.period).stdout
        #expect(
            text.contains("Bookings\n========\n5 bookings: 2 seated, 1 no-show, 1 not marked, 1 to come; 1 cancelled\n")
        )
        #expect(text.contains("No-show rate: 33.3% (1 no-show of 3 seated or no-show)"))
        let hours = text.components(separatedBy: "Table use by hour")[1].split(separator: "\n")
        #expect(hours.contains { $0.hasPrefix("19:00") && $0.hasSuffix("180   720  25.0%") })

        let csv = try runner.run(["report", "--format", "csv"] + Self.period).stdout
        for row in [
            "bookings,,,no_show_percent,33.3", "booking_covers,2026-11-23,,covers,12", "booking_parties,8,,bookings,1",
            "table_use,18:00,,held_minutes,135", "dine_in,T3,,orders,1",
        ] {
            #expect(csv.contains(row + "\r\n"), "\(row)")
        }

        let html = try runner.run(["report", "--format", "html"] + Self.period).stdout
        #expect(html.contains("aria-label=\"Covers per day: guests seated, not marked and to come\""))
        #expect(html.contains("<title>2026-11-24: 3 covers (0 seated, 0 not marked, 3 to come)</title>"))
        #expect(html.contains("<td class=\"num\">25.0%</td>"))
    }

    /// Before any booking starts, every booked one is still to come; a week without bookings still has the
    /// section (the demo takes bookings), with nothing held.
    @Test func theSectionFollowsNowAndThePeriod() throws {
        let runner = try Self.book()
        runner.now = "2026-11-22T18:00:00-05:00"
        let early = try runner.json(["report", "--format", "json"] + Self.period) as! [String: Any]
        let bookings = try #require(early["bookings"] as? [String: Any])
        #expect(bookings["unmarked"] as? Int == 0 && bookings["upcoming"] as? Int == 2)
        let quiet =
            try runner.json(["report", "--format", "json", "--since", "2026-11-30", "--until", "2026-12-06"])
            as! [String: Any]
        let none = try #require(quiet["bookings"] as? [String: Any])
        #expect(none["bookings"] as? Int == 0 && none["noShowPercent"] is NSNull)
        #expect((none["tableUse"] as? [[String: Any]])?.allSatisfy { $0["heldMinutes"] as? Int == 0 } == true)
    }
}
