import BistroCore
import GRDB

/// How many messages of an event were queued to each mailbox on a restaurant day (`daily_mail_counts`),
/// so a limit such as "three rejection mails per address per day" holds across runs. Read and written
/// once per batch, for the mailboxes of that batch.
extension OrderBookTransaction {
    /// The counts of `event` on `day` for `mailboxes`; a mailbox without messages that day is absent.
    package func dailyMailCounts(event: String, day: CalendarDay, mailboxes: [String]) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT mailbox, mails FROM daily_mail_counts
                    WHERE event = ? AND day = ? AND mailbox IN \(ValueList.subquery)
                    """), arguments: [event, day, ValueList.argument(mailboxes)])
        for row in rows { counts[row["mailbox"]] = row["mails"] }
        return counts
    }

    /// Sets the counts of `event` on `day` for the given mailboxes, in one statement per 300.
    package func setDailyMailCounts(event: String, day: CalendarDay, _ counts: [(mailbox: String, mails: Int)]) throws {
        for slice in counts.slices(of: 300) {
            let rows = Array(repeating: "(?, ?, ?, ?)", count: slice.count).joined(separator: ", ")
            var values: [DatabaseValue] = []
            for (mailbox, mails) in slice {
                values += [mailbox.databaseValue, day.databaseValue, event.databaseValue, mails.databaseValue]
            }
            try db.execute(
                sql: """
                    INSERT INTO daily_mail_counts (mailbox, day, event, mails) VALUES \(rows)
                    ON CONFLICT (mailbox, day, event) DO UPDATE SET mails = excluded.mails
                    """, arguments: StatementArguments(values))
        }
    }
}
