import Foundation

/// A calendar sent with a mail (iMIP, RFC 6047): an iCalendar object and its method, set as a
/// `MailMessage`'s `invitation` (see `InvitationParts` for how the message then carries it).
package struct CalendarInvitation: Hashable, Sendable {
    /// The iCalendar object: CRLF line ends, lines of at most 75 octets.
    package let text: String
    package let method: CalendarMethod

    /// The largest object a message carries (`CalendarEvent.iCalendar` writes at most about 20 KB).
    package static let maximumOctets = 65_536

    /// `event` written with `stamp` as its DTSTAMP: when the mail was worded (the notification's time).
    package init(_ event: CalendarEvent, stamp: Date) {
        text = event.iCalendar(stamp: stamp)
        method = event.method
    }

    /// An invitation kept as its text (a mail is worded when it is queued and rendered when it is sent):
    /// nil unless `text` looks as `CalendarEvent.iCalendar` writes one, namely at most `maximumOctets`,
    /// from `BEGIN:VCALENDAR` to `END:VCALENDAR`, every line ending in CRLF and at most 75 octets long, no
    /// other control character, and a `METHOD:PUBLISH` or `METHOD:CANCEL` line.
    package init?(text: String) {
        guard text.utf8.count <= Self.maximumOctets, text.hasPrefix("BEGIN:VCALENDAR\r\n"),
            text.hasSuffix("END:VCALENDAR\r\n")
        else { return nil }
        var method: CalendarMethod?
        for line in text.utf8.dropLast().split(separator: 0x0A, omittingEmptySubsequences: false) {
            guard line.last == 0x0D, line.count - 1 <= ICalendarLines.maximumOctets,
                line.dropLast().allSatisfy({ $0 >= 0x20 && $0 != 0x7F })
            else { return nil }
            if line.starts(with: "METHOD:".utf8) {
                guard method == nil else { return nil }
                method = CalendarMethod(rawValue: String(decoding: line.dropFirst(7).dropLast(), as: UTF8.self))
                guard method != nil else { return nil }
            }
        }
        guard let method else { return nil }
        self.text = text
        self.method = method
    }
}
