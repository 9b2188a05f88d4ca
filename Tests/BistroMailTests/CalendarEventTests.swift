import Foundation
import Testing

@testable import BistroMail

/// The iCalendar object of a booking: its properties, a cancellation, the bounds on what a guest typed.
@Suite struct CalendarEventTests {
    static let booked = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18T11:06:40Z

    static func booking(summary: String = "Table for 4 at Royal Café") -> CalendarEvent {
        CalendarEvent(
            uid: "booking-42@royalcafe.example", start: Date(timeIntervalSince1970: 1_795_390_200),  // 18:30 EST
            durationMinutes: 90, timeZone: TimeZone(identifier: "America/Toronto")!, summary: summary,
            location: "Royal Café, 12 King St W, Toronto",
            description: "Table 7, 4 guests.\nTo cancel: https://royalcafe.example/bookings/k3y/",
            url: "https://royalcafe.example/bookings/k3y/",
            organizer: MailAddress("hello@royalcafe.example", displayName: "Royal Café"))
    }

    @Test func aBookingIsAPublishedConfirmedEvent() {
        let text = Self.booking().iCalendar(stamp: Self.booked)
        #expect(
            text.replacingOccurrences(of: "\r\n", with: "\n") == """
                BEGIN:VCALENDAR
                VERSION:2.0
                PRODID:-//Bistro//Table bookings//EN
                CALSCALE:GREGORIAN
                METHOD:PUBLISH
                BEGIN:VTIMEZONE
                TZID:America/Toronto
                BEGIN:STANDARD
                DTSTART:20261101T020000
                TZOFFSETFROM:-0400
                TZOFFSETTO:-0500
                TZNAME:EST
                END:STANDARD
                BEGIN:DAYLIGHT
                DTSTART:20270314T020000
                TZOFFSETFROM:-0500
                TZOFFSETTO:-0400
                TZNAME:EDT
                END:DAYLIGHT
                END:VTIMEZONE
                BEGIN:VEVENT
                UID:booking-42@royalcafe.example
                DTSTAMP:20261118T110640Z
                DTSTART;TZID=America/Toronto:20261122T183000
                DURATION:PT1H30M
                SEQUENCE:0
                STATUS:CONFIRMED
                SUMMARY:Table for 4 at Royal Café
                LOCATION:Royal Café\\, 12 King St W\\, Toronto
                DESCRIPTION:Table 7\\, 4 guests.\\nTo cancel: https://royalcafe.example/booki
                 ngs/k3y/
                URL:https://royalcafe.example/bookings/k3y/
                ORGANIZER;CN="Royal Café":mailto:hello@royalcafe.example
                END:VEVENT
                END:VCALENDAR

                """)
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains { $0 == "\n" || $0 == "\r" })
        #expect(CalendarInvitation(Self.booking(), stamp: Self.booked).method == .publish)
    }

    @Test func aCancellationHasAHigherSequenceAndNoAlarm() {
        var event = Self.booking()
        event.revision = 2
        event.reminderMinutes = 120
        #expect(event.iCalendar(stamp: Self.booked).contains("\r\nSEQUENCE:2\r\nSTATUS:CONFIRMED\r\n"))
        #expect(event.iCalendar(stamp: Self.booked).contains("\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT2H\r\n"))
        event.cancelled = true
        let text = event.iCalendar(stamp: Self.booked)
        #expect(text.contains("\r\nMETHOD:CANCEL\r\n"))
        #expect(text.contains("\r\nSEQUENCE:3\r\nSTATUS:CANCELLED\r\n"))
        #expect(!text.contains("VALARM"))
        #expect(event.method == .cancel && CalendarInvitation(event, stamp: Self.booked).method == .cancel)
    }

    @Test func whatIsNotUsableIsLeftOutOrBounded() {
        var event = Self.booking()
        event.organizer = MailAddress("not an address", displayName: "Royal Café")
        event.url = "https://royalcafe.example/" + String(repeating: "x", count: 3000)
        event.location = ""
        event.durationMinutes = 0
        event.reminderMinutes = 1_000_000
        event.revision = -5
        var text = event.iCalendar(stamp: Self.booked)
        #expect(!text.contains("ORGANIZER") && !text.contains("URL:") && !text.contains("LOCATION"))
        #expect(text.contains("\r\nDURATION:PT1M\r\nSEQUENCE:0\r\n") && text.contains("TRIGGER:-PT168H\r\n"))
        event.durationMinutes = 10_000
        event.organizer = MailAddress("hello@royalcafe.example")
        text = event.iCalendar(stamp: Self.booked)
        #expect(
            text.contains("\r\nDURATION:PT24H\r\n") && text.contains("\r\nORGANIZER:mailto:hello@royalcafe.example\r\n")
        )
    }

    /// Every text a stranger could have typed at its longest and most hostile: the object stays bounded,
    /// its lines short, and no text ends a property or adds one.
    @Test func hostileTextsStayInsideTheirProperties() throws {
        let hostile = String(repeating: "\"Zoë\"; DROP,\r\nATTENDEE:mailto:x@evil.example\u{0}\u{1B}🎉", count: 500)
        var event = Self.booking(summary: hostile)
        event.uid = hostile
        event.location = hostile
        event.description = hostile
        event.organizer = MailAddress("hello@royalcafe.example", displayName: hostile)
        event.url = hostile
        event.reminderMinutes = 30
        let text = event.iCalendar(stamp: Self.booked)
        #expect(text.utf8.count < 20_000)
        let lines = text.utf8.split(separator: 0x0A).map { Array($0) }
        #expect(lines.allSatisfy { $0.last == 0x0D && $0.count <= 76 })
        #expect(lines.allSatisfy { $0.dropLast().allSatisfy { $0 >= 0x20 && $0 != 0x7F } })
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        let names = unfolded.components(separatedBy: "\r\n").map { $0.prefix { $0 != ":" && $0 != ";" } }
        #expect(!names.contains("ATTENDEE"))
        #expect(names.filter { $0 == "SUMMARY" }.count == 1 && names.filter { $0 == "DESCRIPTION" }.count == 2)
        let summary = try #require(unfolded.components(separatedBy: "\r\n").first { $0.hasPrefix("SUMMARY:") })
        #expect(summary.hasPrefix(#"SUMMARY:"Zoë"\; DROP\,\nATTENDEE:mailto:x@evil.example🎉"Zoë""#))
        #expect(summary.hasSuffix("…"))
        #expect(try #require(CalendarInvitation(text: text)).text == text)
    }

    /// An invitation kept as text reads back as the same invitation; anything else is refused.
    @Test func aStoredInvitationReadsBack() throws {
        let invitation = CalendarInvitation(Self.booking(), stamp: Self.booked)
        #expect(CalendarInvitation(text: invitation.text) == invitation)
        var cancelled = Self.booking()
        cancelled.cancelled = true
        #expect(CalendarInvitation(text: cancelled.iCalendar(stamp: Self.booked))?.method == .cancel)
        let text = invitation.text
        for bad in [
            text.replacingOccurrences(of: "\r\n", with: "\n"),
            text.replacingOccurrences(of: "METHOD:PUBLISH", with: "METHOD:REQUEST"),
            text.replacingOccurrences(of: "METHOD:PUBLISH\r\n", with: ""),
            text.replacingOccurrences(of: "METHOD:PUBLISH\r\n", with: "METHOD:PUBLISH\r\nMETHOD:CANCEL\r\n"),
            text.replacingOccurrences(of: "SEQUENCE:0", with: "SEQUENCE:0\u{1B}"),
            text.replacingOccurrences(of: "SEQUENCE:0", with: "SEQUENCE:" + String(repeating: "0", count: 80)),
            String(text.dropLast(2)), "", "BEGIN:VCALENDAR\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n" + text,
            text + String(repeating: "X:y\r\n", count: 14_000) + "END:VCALENDAR\r\n",
        ] {
            #expect(CalendarInvitation(text: bad) == nil)
        }
    }
}
