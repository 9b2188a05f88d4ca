import BistroCore
import GRDB

/// Bookings inside the writer's transaction: the holds a new booking is decided against, the booking and its
/// holds written together, and status changes that free the tables at once.
extension OrderBookTransaction {
    /// Every hold that shares a moment with [start, end), but those of booking `excluded` (one being moved).
    package func tableHolds(from start: Timestamp, to end: Timestamp, excluding excluded: Int64? = nil) throws
        -> [TableHold]
    {
        try Self.tableHolds(db, from: start, to: end, excluding: excluded)
    }

    static func tableHolds(_ db: Database, from start: Timestamp, to end: Timestamp, excluding excluded: Int64? = nil)
        throws -> [TableHold]
    {
        // A hold lasts at most a day (durationMinutes ≤ 720): only those starting in the day before can reach in.
        try Row.fetchAll(
            db,
            sql: "SELECT table_id, starts, ends FROM table_holds WHERE starts < ? AND starts > ? AND ends > ? "
                + "AND booking_id IS NOT ?",
            arguments: [end.secondsSince1970, start.secondsSince1970 - 86_400, start.secondsSince1970, excluded]
        ).map {
            TableHold(
                table: $0[0], start: Timestamp(secondsSince1970: $0[1]), end: Timestamp(secondsSince1970: $0[2]))
        }
    }

    /// The booking a guest made with this bookingId, if any.
    package func booking(email: String, clientBookingID: String) throws -> BookingRecord? {
        try BookingRecord.filter(
            BookingRecord.Columns.email == email && BookingRecord.Columns.clientBookingId == clientBookingID
        ).fetchOne(db)
    }

    /// The booking of page token `token`.
    package func booking(token: String) throws -> BookingRecord? {
        try BookingRecord.filter(BookingRecord.Columns.token == token.lowercased()).fetchOne(db)
    }

    /// The booking numbered `number` ("B-20261127-1", any case).
    package func booking(number: String) throws -> BookingRecord? {
        try BookingRecord.filter(BookingRecord.Columns.bookingNumber == number.uppercased()).fetchOne(db)
    }

    /// The next booking number for a booking on `day`: "B-20261127-" and one more than the day has.
    package func nextBookingNumber(day: CalendarDay) throws -> String {
        let prefix = "B-" + day.description.filter { $0 != "-" } + "-"
        // A range of the unique index on booking_number ("~" sorts after every digit): the day's bookings only.
        let count =
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM bookings WHERE booking_number >= ? AND booking_number < ?",
                arguments: [prefix, prefix + "~"]) ?? 0
        return prefix + String(count + 1)
    }

    /// Records a new booking and the holds of its tables; returns it with its id.
    package func insert(booking: BookingRecord) throws -> BookingRecord {
        var booking = booking
        try booking.insert(db)
        let id = db.lastInsertedRowID
        booking.id = id
        try insertAll(
            booking.tableIDs.map {
                TableHoldRecord(
                    bookingId: id, tableId: $0, starts: booking.startsAt.timestamp.secondsSince1970,
                    ends: booking.endsAt.timestamp.secondsSince1970)
            })
        return booking
    }

    /// Changes a booking's status; a booking that no longer holds tables (cancelled, no-show) frees them at
    /// once, and its messages still queued (the reminder) are dropped.
    package func setStatus(_ status: BookingRecord.Status, ofBooking id: Int64, at time: LocalTime) throws {
        try db.execute(
            sql: "UPDATE bookings SET status = ?, changed_at = ? WHERE id = ?", arguments: [status, time, id])
        guard !status.holdsTables else { return }
        try db.execute(sql: "DELETE FROM table_holds WHERE booking_id = ?", arguments: [id])
        try db.execute(
            sql: "DELETE FROM notifications WHERE booking_id = ? AND sent_at IS NULL AND due_at > ?",
            arguments: [id, time])
    }

    /// Moves a booking to other tables (the staff's choice; the caller checked they are free).
    package func move(booking: BookingRecord, to tables: [String]) throws {
        guard let id = booking.id else { return }
        try db.execute(
            sql: "UPDATE bookings SET tables = ? WHERE id = ?", arguments: [tables.joined(separator: " "), id])
        try db.execute(sql: "DELETE FROM table_holds WHERE booking_id = ?", arguments: [id])
        try insertAll(
            tables.map {
                TableHoldRecord(
                    bookingId: id, tableId: $0, starts: booking.startsAt.timestamp.secondsSince1970,
                    ends: booking.endsAt.timestamp.secondsSince1970)
            })
    }
}
