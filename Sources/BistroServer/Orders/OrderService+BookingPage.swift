import BistroCore
import BistroOrderBook
import BistroSite
import Foundation

extension OrderService {
    /// The page of the booking whose token this is, rendered from the book as it is now (one read); nil for a
    /// token of no booking. A booking can be cancelled from it while it is booked and has not started.
    func bookingPage(token: String) throws -> String? {
        guard token.utf8.count <= 128, let booking = try setup.store.booking(token: token) else { return nil }
        let now = setup.now()
        let page = BookingPageContent(
            bookingNumber: booking.bookingNumber, status: booking.status, party: booking.party,
            startAt: booking.startsAt,
            endAt: booking.endsAt, tables: booking.tableIDs, guestName: booking.name, note: booking.note,
            token: booking.token, cancellable: booking.status == .booked && booking.startsAt.timestamp > now)
        return try setup.publisher.bookingPage(page)
    }
}
