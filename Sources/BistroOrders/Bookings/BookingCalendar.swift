import BistroCore
import BistroOrderBook

/// The iCalendar part of a booking's confirmation and cancellation (RFC 5545, through BistroMail's writer).
enum BookingCalendar {
    static let text: @Sendable (BookingRecord, Bool, LocalTime) -> String? = { _, _, _ in nil }
}
