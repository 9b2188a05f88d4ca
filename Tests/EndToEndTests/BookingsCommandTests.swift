import Foundation
import Testing

/// Issue 27: `bistro bookings`, the staff's sheet and changes, against the built binary, a real spool and book.
@Suite struct BookingsCommandTests {
    static func bookingFile(_ index: Int, party: Int, note: String = "by the window") -> String {
        #"{"booking": {"bookingId": "id-\#(index)", "name": "Guest \#(index)", "email": "g\#(index)@example.com", "#
            + #""phone": "+1 416 555 010\#(index)", "party": \#(party), "startAt": "2026-11-23T18:00:00-05:00", "#
            + #""note": "\#(note)"}}"#
    }

    @Test func theSheetListsTheDayAndTheStaffChangeIt() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("b1.json", Self.bookingFile(1, party: 2, note: "<script>alert(1)</script>"))
        bistro.drop("b2.json", Self.bookingFile(2, party: 4))
        bistro.drop("b3.json", Self.bookingFile(3, party: 6))
        let processed = try bistro.run(["process"])
        #expect(processed.stdout.contains("bookings 3"), "\(processed.stdout)")
        let html = bistro.root + "/sheet.html"
        let sheet = try bistro.run(["bookings", "--day", "2026-11-23", "--html", html])
        #expect(sheet.status == 0)
        #expect(sheet.stdout.hasPrefix("Bookings on Monday 2026-11-23: 3 bookings, 12 guests\n"))
        #expect(sheet.stdout.contains("18:00–19:30  T4      6  Guest 3 (+1 416 555 0103)  B-20261123-3  booked"))
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("&lt;script&gt;") && !page.contains("<script>"))
        #expect(page.contains(#"<meta name="robots" content="noindex">"#))

        #expect(try bistro.run(["bookings", "seat", "B-20261123-1"]).stdout == "B-20261123-1: booked → seated\n")
        #expect(try bistro.run(["bookings", "no-show", "B-20261123-2"]).status == 0)
        let tooSmall = try bistro.run(["bookings", "move", "B-20261123-3", "T2"])
        #expect(tooSmall.status == 1)
        #expect(tooSmall.stderr.contains("T2 seat 4, and B-20261123-3 is for 6"))
        // T2 was freed by the no-show: T2 and T3 together seat the six.
        #expect(
            try bistro.run(["bookings", "move", "B-20261123-3", "T2", "T3"]).stdout == "B-20261123-3: now at T2 + T3\n")
        // Its own holds never stand in its way.
        #expect(
            try bistro.run(["bookings", "move", "B-20261123-3", "T3", "T2"]).stdout == "B-20261123-3: now at T3 + T2\n")
        let cancelled = try bistro.run(["bookings", "cancel", "B-20261123-3"])
        #expect(cancelled.status == 0)
        #expect(try bistro.run(["bookings", "cancel", "B-20261123-3"]).status == 1)
        #expect(try bistro.run(["bookings", "seat", "B-20261123-9"]).stderr.contains("no booking B-20261123-9"))
        let after = try bistro.run(["bookings", "--day", "2026-11-23"]).stdout
        #expect(after.hasPrefix("Bookings on Monday 2026-11-23: 1 booking, 2 guests\n"))
        #expect(after.contains("B-20261123-2  no-show") && after.contains("B-20261123-3  cancelled"))
        #expect(try BookQuery.integer(bistro.db, "SELECT count(*) FROM table_holds") == 1)
        // The guest is told, with the calendar entry's cancellation attached.
        let outbox = bistro.spool + "/outbox/new"
        let names = try FileManager.default.contentsOfDirectory(atPath: outbox)
        let cancellation = try #require(names.first { $0.contains("B-20261123-3.booking_cancelled") })
        let text = try String(contentsOfFile: outbox + "/" + cancellation, encoding: .utf8)
        #expect(text.contains("method=CANCEL"))
        #expect(!text.contains("by the window"), "the guest's note is not mailed")

        // The confirmation `bistro process` queued reads back in a real parser (Python's email and PyPI's
        // icalendar, Tests/Mail/check_invitation.py): the booking at 18:00 in Toronto for 90 minutes.
        let confirmation = try #require(names.first { $0.contains("B-20261123-3.booked") })
        let checker = BistroRunner.packageRoot.appendingPathComponent("Tests/Mail/check_invitation.py").path
        let read = try RunningChild(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", checker, outbox + "/" + confirmation],
            in: BistroRunner.packageRoot
        ).wait()
        #expect(read.status == 0, "\(read.stderr)")
        let event = try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: Any])
        #expect(event["method"] as? String == "PUBLISH")
        #expect(event["uid"] as? String == "booking-b-20261123-3@royalcafe.example")
        #expect(event["startUTC"] as? String == "2026-11-23T23:00:00+00:00")
        #expect(event["startTZID"] as? String == "America/Toronto")
        #expect(event["durationMinutes"] as? Double == 90)
        #expect((event["url"] as? String)?.hasPrefix("https://royalcafe.example/bookings/") == true)
        #expect(event["errors"] as? [String] == [] && event["defects"] as? Int == 0)
    }
}
