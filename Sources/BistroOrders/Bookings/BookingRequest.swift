import BistroCore

/// A table booking as the guest wrote it: `{"bookingId", "name", "email", "phone"?, "party", "startAt",
/// "note"?}` (the body of `POST /api/bookings`, or a spool file's `"booking"` object); its shape checked, its
/// meaning not yet.
package struct BookingRequest: Sendable, Hashable {
    /// Made by the guest's device, kept for retries: the same bookingId finds the same booking.
    package var bookingID: String?
    package var name: String?
    package var email: String?
    package var phone: String?
    package var party: Int?
    /// RFC 3339, as written.
    package var startAt: String?
    package var note: String?
    package var position: OrderRequest.Position?
    var partyPosition: OrderRequest.Position?
    var startPosition: OrderRequest.Position?
    /// Shape problems, reported with the booking's other findings.
    package var problems = RejectionList()

    package init() {}

    /// What a retry must say again to be the same booking: every field as the guest wrote it.
    var canonicalContent: String {
        [name, email?.normalizedEmail, phone, party.map(String.init), startAt, note].map { $0 ?? "" }
            .joined(separator: "\u{1F}")
    }
}
