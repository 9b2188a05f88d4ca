import BistroCore
import BistroOrderBook

/// One booking as its own page shows it (`bookings/TOKEN/`), which `bistro serve` renders on request from the
/// order book with `SitePublisher.bookingPage(_:)`: never published as a file, so its token is in no file of
/// the site. Only this booking's guest's name is here: no email, no phone.
package struct BookingPageContent: Sendable {
    /// Where the booking stands: the order book's own status.
    package typealias Status = BookingRecord.Status

    /// "B-20261127-1".
    package var bookingNumber: String
    package var status: Status
    package var party: Int
    /// When the table is the guests' from and until (any offset: the page shows them on the restaurant's clock).
    package var startAt: LocalTime
    package var endAt: LocalTime
    /// The tables held, in the order the owner lists them ("T2", or "T2" and "T3" pushed together).
    package var tables: [String]
    package var guestName: String
    /// The guest's note ("a high chair, please"), as they wrote it.
    package var note: String?
    /// The booking's secret (32 hex digits, 128 random bits): the page's address, and what "Cancel this booking" sends.
    package var token: String
    /// Whether the guest may still cancel it online: the page then offers "Cancel this booking".
    package var cancellable: Bool

    package init(
        bookingNumber: String, status: Status, party: Int, startAt: LocalTime, endAt: LocalTime, tables: [String],
        guestName: String, note: String? = nil, token: String, cancellable: Bool
    ) {
        self.bookingNumber = bookingNumber
        self.status = status
        self.party = party
        self.startAt = startAt
        self.endAt = endAt
        self.tables = tables
        self.guestName = guestName
        self.note = note
        self.token = token
        self.cancellable = cancellable
    }
}
