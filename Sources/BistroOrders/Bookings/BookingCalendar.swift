import BistroCore
import BistroMail
import BistroOrderBook

/// The calendar entry a booking's confirmation and cancellation carry (RFC 5545, BistroMail's writer): one
/// UID per booking, so the cancellation removes the entry the confirmation added.
enum BookingCalendar {
    static func text(
        _ booking: BookingRecord, cancelled: Bool, now: LocalTime, composer: MessageComposer, url: String?
    ) -> String {
        let restaurant = composer.restaurant
        let tables = booking.tableIDs.joined(separator: " + ")
        var description =
            "Table for \(booking.party) at \(restaurant.name) (booking \(booking.bookingNumber), table \(tables))."
        if let url { description += "\nYour booking, and the button to cancel it: \(url)" }
        if let phone = restaurant.contact.phone { description += "\nPhone: \(phone)" }
        let event = CalendarEvent(
            uid: "booking-\(booking.bookingNumber.lowercased())@\(composer.domain)",
            start: booking.startsAt.timestamp.date,
            durationMinutes: (booking.endsAt.timestamp.secondsSince1970 - booking.startsAt.timestamp.secondsSince1970)
                / 60,
            timeZone: composer.timeZone, summary: "Table for \(booking.party) at \(restaurant.name)",
            location: [restaurant.name, restaurant.address.singleLine].filter { !$0.isEmpty }.joined(separator: ", "),
            description: description, url: url, organizer: composer.sender, cancelled: cancelled)
        return CalendarInvitation(event, stamp: now.timestamp.date).text
    }
}
