import BistroCore
import BistroOrderBook

/// A booking as its answer and messages show it: its number, its page's token, when, for how many, at which
/// tables.
package struct BookingReceipt: Sendable, Hashable {
    package var number: String
    /// 128 random bits, hex: the booking's page `/bookings/TOKEN/` and its cancel button.
    package var token: String
    package var party: Int
    package var startsAt: LocalTime
    package var endsAt: LocalTime
    package var tables: [String]
    package var status: BookingRecord.Status

    package init(_ record: BookingRecord) {
        number = record.bookingNumber
        token = record.token
        party = record.party
        startsAt = record.startsAt
        endsAt = record.endsAt
        tables = record.tableIDs
        status = record.status
    }
}
