import BistroCore
import GRDB

extension ReportQuery {
    /// The bookings that start on a day of the period (restaurant time, as `starts_at` is stored), by day,
    /// status and party; whether a booked one has started is judged against `now` (a start SQLite cannot
    /// read, which no write of Bistro makes, counts as to come rather than stopping the report). The holds of
    /// booked and seated bookings (`table_holds` keeps no other) for table use; counted dine-in orders per
    /// table. The figures are `BookingTally`'s.
    func fillBookings(_ db: Database, into report: inout OwnerReport, arguments: StatementArguments) throws {
        var tally = BookingTally(room: room, since: since, until: until)
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT substr(starts_at, 1, 10), status, party,
                       COALESCE(CAST(strftime('%s', starts_at) AS INTEGER) <= ?, 0) AS started, COUNT(*)
                FROM bookings WHERE starts_at >= ? AND starts_at < ?
                GROUP BY 1, 2, 3, 4
                """,
            arguments: [now.secondsSince1970, since.description, until.adding(days: 1).description])
        while let row = try rows.next() {
            guard let day = CalendarDay.parse(row[0]), let status = BookingRecord.Status(rawValue: row[1]) else {
                continue
            }
            let started: Bool = row[3]
            let outcome: BookingTally.Outcome =
                switch status {
                case .seated: .seated
                case .noShow: .noShow
                case .cancelled: .cancelled
                case .booked: started ? .unmarked : .upcoming
                }
            tally.add(outcome, party: row[2], day: day, count: row[4])
        }
        if let window = tally.holdWindow {
            // A hold lasts at most a day (durationMinutes ≤ 720): the bound on `starts` keeps to its index.
            let holds = try Row.fetchCursor(
                db, sql: "SELECT table_id, starts, ends FROM table_holds WHERE starts < ? AND starts > ? AND ends > ?",
                arguments: [
                    window.end.secondsSince1970, window.start.secondsSince1970 - 86_400,
                    window.start.secondsSince1970,
                ])
            while let row = try holds.next() {
                tally.add(
                    TableHold(
                        table: row[0], start: Timestamp(secondsSince1970: row[1]),
                        end: Timestamp(secondsSince1970: row[2])))
            }
        }
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT table_id, COUNT(*) FROM orders
                WHERE order_day BETWEEN ? AND ? AND \(Self.counted) AND table_id IS NOT NULL GROUP BY table_id
                """, arguments: arguments)
        {
            tally.add(dineInOrders: row[1], table: row[0])
        }
        report.bookings = tally.result
    }
}
