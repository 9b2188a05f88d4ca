/// What a message is about. The raw values are stable: they are the `notifications.event` column, the
/// `X-Bistro-Event` header and the last part of the Message-ID's local part.
package enum NotificationEvent: String, CaseIterable, Sendable, Hashable {
    case received
    case rejected
    case preparing
    case ready
    case pickedUp = "picked_up"
    case cancelled
    case tooFar = "too_far"
    case kitchen
    case scratchWin = "scratch_win"
    /// A table booked: the confirmation, with its iCalendar part.
    case booked
    /// The reminder, `tables.bookings.remindHours` before the booking.
    case bookingReminder = "booking_reminder"
    /// A booking cancelled (by the guest or the staff).
    case bookingCancelled = "booking_cancelled"
    /// A delivery order's driver picked it up.
    case onTheWay = "on_the_way"
    /// A delivery order was delivered.
    case delivered
    /// A driver's dashboard link, to the driver (`bistro drivers add`).
    case driverLink = "driver_link"

    /// The template that words it: "mail/too-far" for `.tooFar`.
    package var templateName: String { "mail/" + rawValue.replacingOccurrences(of: "_", with: "-") }
}
