import Foundation

/// One event for a guest's calendar (a table booking), written as an iCalendar object (RFC 5545) by
/// `iCalendar(stamp:)` and sent with a mail as a `CalendarInvitation`. Plain values: nothing is checked
/// or cut when the event is made; the writer bounds every text (see `iCalendar(stamp:)`).
package struct CalendarEvent: Hashable, Sendable {
    /// Stable for the booking across all its mails ("booking-42@royalcafe.example"): a calendar that
    /// already holds an event with this UID updates or cancels it rather than adding another.
    package var uid: String
    /// When it starts; written on `timeZone`'s clock (whole seconds, rounded down).
    package var start: Date
    /// 1 to 1440; a value outside is taken as the nearest of the two.
    package var durationMinutes: Int
    /// The restaurant's zone (restaurant.json's `timeZone`).
    package var timeZone: TimeZone
    /// The title ("Table for 4 at Royal Café"); at most 255 characters are kept.
    package var summary: String
    /// The restaurant's name and address; at most 500 characters are kept.
    package var location: String
    /// Free text, line breaks kept; at most 2,000 characters are kept. Outlook shows no URL property, so
    /// the booking page's address belongs here too.
    package var description: String
    /// The booking page with its cancel button: at most 2,000 octets once %-encoded, else left out.
    package var url: String?
    /// The restaurant's contact address and name (ORGANIZER;CN=…:mailto:…); left out when nil or when the
    /// address is not one `MailAddress.isValid` accepts.
    package var organizer: MailAddress?
    /// 0 when booked, one more for each change the guest was sent. SEQUENCE is the revision, and one more
    /// for a cancellation, so it is higher than that of the last invitation the guest's calendar holds.
    package var revision: Int
    /// A cancellation: METHOD:CANCEL with STATUS:CANCELLED (and no alarm), instead of METHOD:PUBLISH with
    /// STATUS:CONFIRMED.
    package var cancelled: Bool
    /// A VALARM that shows a reminder this many minutes before the start (1 to 10,080, a week); nil for
    /// none. Calendars that take an alarm from a mail at all may still apply their own instead.
    package var reminderMinutes: Int?

    package init(
        uid: String, start: Date, durationMinutes: Int, timeZone: TimeZone, summary: String, location: String,
        description: String, url: String?, organizer: MailAddress?, revision: Int = 0, cancelled: Bool = false,
        reminderMinutes: Int? = nil
    ) {
        self.uid = uid
        self.start = start
        self.durationMinutes = durationMinutes
        self.timeZone = timeZone
        self.summary = summary
        self.location = location
        self.description = description
        self.url = url
        self.organizer = organizer
        self.revision = revision
        self.cancelled = cancelled
        self.reminderMinutes = reminderMinutes
    }

    /// The iTIP method (RFC 5546) the calendar is sent with.
    package var method: CalendarMethod { cancelled ? .cancel : .publish }
}

/// What a calendar sent by mail asks of its reader (RFC 5546 §1.4): the VCALENDAR's METHOD and the
/// `method` parameter of its `text/calendar` part.
package enum CalendarMethod: String, Hashable, Sendable {
    /// An event to add to a calendar, with no reply expected (a booking is confirmed, not negotiated:
    /// REQUEST would make Gmail and Outlook offer Accept/Decline buttons that mail the restaurant).
    case publish = "PUBLISH"
    /// The event with this UID is cancelled.
    case cancel = "CANCEL"
}
