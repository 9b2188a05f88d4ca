import Foundation
import Testing

@testable import BistroMail

/// A message with a calendar invitation: its MIME structure, read back by Bistro's own reader; and a
/// message without one, byte for byte as before invitations existed.
@Suite struct InvitationMessageTests {
    let toronto = TimeZone(identifier: "America/Toronto")!

    func message(body: String = "Hello Ada,\nyour table is booked.\n", id: String = "b42.booked@royalcafe.example")
        -> MailMessage
    {
        MailMessage(
            from: MailAddress("hello@royalcafe.example", displayName: "Royal Café"),
            to: [MailAddress("ada@example.com", displayName: "Ada")], subject: "Your table on November 22",
            date: CalendarEventTests.booked, messageID: id, body: body)
    }

    func invited(_ message: MailMessage, cancelled: Bool = false) -> MailMessage {
        var message = message
        var event = CalendarEventTests.booking()
        event.cancelled = cancelled
        message.invitation = CalendarInvitation(event, stamp: message.date)
        return message
    }

    /// The text `MailMessage` wrote before invitations (main at d6556cb), kept here to the byte.
    @Test func aPlainMessageIsAsBefore() {
        var message = MailMessage(
            from: MailAddress("hello@royalcafe.example", displayName: "Royal Café"),
            to: [MailAddress("ada@example.com", displayName: "Zoë d'Arc"), MailAddress("bob@example.com")],
            subject: "Votre commande est prête — RC-20261122-0007", date: Date(timeIntervalSince1970: 1_795_390_200),
            messageID: "RC-20261122-0007.ready@royalcafe.example",
            body: "Bonjour Zoë,\nvotre commande est prête. Total: 16,50 $ = dessert\n.\n"
                + String(repeating: "long line ", count: 10))
        message.extraHeaders = [("X-Bistro-Event", "ready")]
        #expect(message.invitation == nil)
        #expect(
            message.rendered(timeZone: toronto) == """
                Date: Sun, 22 Nov 2026 18:30:00 -0500
                From: =?UTF-8?B?Um95YWwgQ2Fmw6k=?= <hello@royalcafe.example>
                To: =?UTF-8?B?Wm/DqyBkJ0FyYw==?= <ada@example.com>, bob@example.com
                Subject: =?UTF-8?B?Vm90cmUgY29tbWFuZGUgZXN0IHByw6p0ZSDigJQgUkMtMjAyNjExMjItMDAw?=
                 =?UTF-8?B?Nw==?=
                Message-ID: <RC-20261122-0007.ready@royalcafe.example>
                X-Bistro-Event: ready
                MIME-Version: 1.0
                Content-Type: text/plain; charset=UTF-8
                Content-Transfer-Encoding: quoted-printable

                Bonjour Zo=C3=AB,
                votre commande est pr=C3=AAte. Total: 16,50 $ =3D dessert
                =2E
                long line long line long line long line long line long line long line long =
                line long line long line=20

                """)
    }

    @Test func theTextAndTheCalendarAreAlternativesAndTheCalendarIsAttachedToo() throws {
        let sent = invited(message())
        let text = sent.rendered(timeZone: toronto)
        let received = ReceivedMessage(Array(text.utf8))
        #expect(received.root.contentType.value == "multipart/mixed")
        #expect(received.root.parts.map(\.contentType.value) == ["multipart/alternative", "application/ics"])
        let leaves = received.leafParts
        #expect(leaves.map(\.contentType.value) == ["text/plain", "text/calendar", "application/ics"])
        #expect(leaves[0].text == "Hello Ada,\nyour table is booked.\n")
        #expect(leaves[1].contentType.parameters == ["charset": "UTF-8", "method": "PUBLISH"])
        #expect(!leaves[1].isAttachment && leaves[2].isAttachment && leaves[2].filename == "invite.ics")
        let calendar = try #require(sent.invitation).text
        #expect(leaves[1].decodedBody == Array(calendar.utf8) && leaves[2].decodedBody == Array(calendar.utf8))
        #expect(leaves[1].header["Content-Transfer-Encoding"] == "base64")
        #expect(text.contains("\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=\"=_bistro_m_"))
        let cancelled = ReceivedMessage(Array(invited(message(), cancelled: true).rendered(timeZone: toronto).utf8))
        #expect(cancelled.leafParts[1].contentType.parameters["method"] == "CANCEL")
    }

    /// ASCII only, LF line ends (the calendar's CRLF are inside base64), no line over 76 characters, none a
    /// lone "." or starting with one; the same bytes each time it is rendered.
    @Test func theMessageIsSevenBitAndStable() {
        let sent = invited(message(body: ".\nCrème brûlée " + String(repeating: "é", count: 200) + "\n"))
        let text = sent.rendered(timeZone: toronto)
        #expect(text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D })
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.utf8.count <= 76 && !$0.hasPrefix(".") })
        #expect(sent.rendered(timeZone: toronto) == text)
        #expect(text.hasSuffix("--\n"))
    }

    /// The body cannot hold a boundary: it is quoted-printable, which writes "=" as "=3D", and every
    /// boundary starts with "=_". Two messages have boundaries of their own.
    @Test func noPartCanHoldABoundary() throws {
        let plain = message(id: "b43.booked@royalcafe.example")
        let first = invited(plain).rendered(timeZone: toronto)
        let boundary = try #require(first.firstMatch(of: /boundary="(=_bistro_m_[0-9a-f]{16})"/)?.1)
        let alternative = boundary.replacingOccurrences(of: "_m_", with: "_a_")
        let body = "--\(boundary)\n--\(alternative)--\nContent-Type: text/html\n\n<b>hi</b>\n"
        let text = invited(message(body: body, id: "b43.booked@royalcafe.example")).rendered(timeZone: toronto)
        let leaves = ReceivedMessage(Array(text.utf8)).leafParts
        #expect(leaves.map(\.contentType.value) == ["text/plain", "text/calendar", "application/ics"])
        #expect(leaves[0].text == body)
        let other = invited(message(id: "b44.booked@royalcafe.example")).rendered(timeZone: toronto)
        #expect(!other.contains(String(boundary)))
    }
}
