import BistroCore
import BistroOrderBook

/// Words a booking's messages with the owner's templates (`mail/booked`, `mail/booking-reminder`,
/// `mail/booking-cancelled`; values in docs/tables.md) and queues them in the booking's transaction: the
/// confirmation at once with its iCalendar part, the reminder due `remindHours` before the start (dropped if
/// the booking is cancelled first), the cancellation at once. The guest's note is never put in a mail: the
/// address is the guest's word, and a stranger's text is not sent to it.
struct BookingMessages {
    let composer: MessageComposer

    func queueConfirmation(of booking: BookingRecord, book: OrderBookTransaction, now: LocalTime) throws {
        try queue(.booked, booking, book: book, now: now, calendar: calendar(booking, cancelled: false, now: now))
        let hours = composer.restaurant.tables?.bookings?.remindHours ?? 0
        let due = booking.startsAt.timestamp.adding(seconds: -hours * 3600)
        if hours > 0, due > now.timestamp {
            try queue(
                .bookingReminder, booking, book: book, now: now, due: LocalTime(due, in: composer.timeZone))
        }
    }

    func queueCancellation(of booking: BookingRecord, book: OrderBookTransaction, now: LocalTime) throws {
        try queue(
            .bookingCancelled, booking, book: book, now: now, calendar: calendar(booking, cancelled: true, now: now))
    }

    private func calendar(_ booking: BookingRecord, cancelled: Bool, now: LocalTime) -> String {
        BookingCalendar.text(
            booking, cancelled: cancelled, now: now, composer: composer, url: bookingURL(token: booking.token))
    }

    private func queue(
        _ event: NotificationEvent, _ booking: BookingRecord, book: OrderBookTransaction, now: LocalTime,
        due: LocalTime? = nil, calendar: String? = nil
    ) throws {
        var values: [String: Any] = [
            "guestName": booking.name, "bookingNumber": booking.bookingNumber, "party": booking.party,
            "one": booking.party == 1, "date": booking.startsAt.day.description, "time": booking.startsAt.clock,
            "tables": booking.tableIDs.joined(separator: " + "),
        ]
        if let url = bookingURL(token: booking.token) { values["bookingURL"] = url }
        let message = composer.compose(
            event, to: booking.email, values, fallbackSubject: "Your booking \(booking.bookingNumber)")
        try book.enqueue(
            OrderBookTransaction.OutgoingMessage(
                event: event.rawValue, recipient: booking.email, subject: message.subject, body: message.body,
                calendar: calendar),
            key: booking.bookingNumber + "." + event.rawValue, orderID: nil, at: now, due: due,
            domain: composer.domain, bookingID: booking.id)
    }

    /// `BASEURL/bookings/TOKEN/` when `baseURL` is absolute.
    func bookingURL(token: String) -> String? {
        let base = composer.restaurant.baseURL
        guard base.hasPrefix("https://") || base.hasPrefix("http://") else { return nil }
        return base + "bookings/" + token + "/"
    }
}
