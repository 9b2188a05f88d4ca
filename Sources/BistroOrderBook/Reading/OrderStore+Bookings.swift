import BistroCore
import GRDB

extension OrderStore {
    /// Every hold that shares a moment with [start, end): what the availability of a day is decided from.
    package func tableHolds(from start: Timestamp, to end: Timestamp) throws(OrderStoreError) -> [TableHold] {
        try read { db in try OrderBookTransaction.tableHolds(db, from: start, to: end) }
    }

    /// The booking of page token `token`.
    package func booking(token: String) throws(OrderStoreError) -> BookingRecord? {
        try read { db in try BookingRecord.filter(BookingRecord.Columns.token == token.lowercased()).fetchOne(db) }
    }

    /// The bookings that start on `day` (every status), by start time then number.
    package func bookings(on day: CalendarDay) throws(OrderStoreError) -> [BookingRecord] {
        try read { db in
            try BookingRecord.filter(
                BookingRecord.Columns.startsAt >= day.description
                    && BookingRecord.Columns.startsAt < day.adding(days: 1).description
            ).order(BookingRecord.Columns.startsAt, BookingRecord.Columns.id).fetchAll(db)
        }
    }
}
