import BistroCore
import Foundation
import GRDB

extension Migrations {
    /// Before issue 10 bounded them, a check-in's `at` could store a time no command can read back
    /// ("0001-01-01T00:00:00Z" became "0000-12-31T18:42:28-05:17"): every command that then read the order
    /// stopped with "could not decode", `bistro process` on every run. Such a time becomes the order's
    /// placing time — a preparation "started" then is due its preparation time after the order, and the
    /// readiness sweep marks the order ready — or, for a row of no order, the start of 1970. A queued message
    /// whose file name began with the bad time's negative seconds gets the new time's.
    static func repairUnreadableTimes(_ db: Database) throws {
        func readable(_ text: String?) -> Bool { text.map { LocalTime(iso8601: $0) != nil } ?? true }
        // Every time Bistro writes starts with a four-digit year from 1970 (read back, a time from 1969 in a
        // negative offset is fine too): only rows that fail this cheap test are parsed.
        func suspect(_ column: String) -> String {
            "(\(column) IS NOT NULL AND (substr(\(column), 1, 4) < '1970' OR substr(\(column), 5, 1) != '-'))"
        }
        var placed: [Int64: LocalTime] = [:]
        func placedAt(_ orderID: Int64?) throws -> LocalTime {
            guard let orderID else {
                return LocalTime(Timestamp(secondsSince1970: 0), in: TimeZone(secondsFromGMT: 0)!)
            }
            if let time = placed[orderID] { return time }
            let text = try String.fetchOne(db, sql: "SELECT placed_at FROM orders WHERE id = ?", arguments: [orderID])
            let time =
                text.flatMap { LocalTime(iso8601: $0) }
                ?? LocalTime(Timestamp(secondsSince1970: 0), in: TimeZone(secondsFromGMT: 0)!)
            placed[orderID] = time
            return time
        }

        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT id, preparation_minutes, preparation_started_at, ready_due_at FROM orders
                WHERE \(suspect("preparation_started_at")) OR \(suspect("ready_due_at"))
                """)
        {
            let started: String? = row["preparation_started_at"], due: String? = row["ready_due_at"]
            guard !readable(started) || !readable(due) else { continue }
            let id: Int64 = row["id"]
            let start = try placedAt(id)
            let minutes: Int = row["preparation_minutes"] ?? 0
            let ready = LocalTime(
                start.timestamp.adding(seconds: minutes * 60), in: TimeZone(secondsFromGMT: start.utcOffsetSeconds)!)
            try db.execute(
                sql: "UPDATE orders SET preparation_started_at = ?, ready_due_at = ? WHERE id = ?",
                arguments: [start.iso8601, ready.iso8601, id])
        }
        for (table, column) in [
            ("status_history", "changed_at"), ("checkins", "checked_in_at"), ("changes", "changed_at"),
            ("notifications", "created_at"), ("notifications", "due_at"),
        ] {
            for row in try Row.fetchAll(
                db, sql: "SELECT rowid, \(column), order_id FROM \(table) WHERE \(suspect(column))")
            {
                guard !readable(row[1]) else { continue }
                let time = try placedAt(row[2])
                try db.execute(
                    sql: "UPDATE \(table) SET \(column) = ? WHERE rowid = ?",
                    arguments: [time.iso8601, row[0] as Int64])
                if table == "notifications", column == "created_at" {
                    try db.execute(
                        sql: """
                            UPDATE notifications SET file_name = ? || substr(file_name, instr(file_name, '.'))
                            WHERE rowid = ? AND sent_at IS NULL AND file_name LIKE '-%'
                            """, arguments: [String(time.timestamp.secondsSince1970), row[0] as Int64])
                }
            }
        }
    }
}
