import BistroCore
import Foundation
import GRDB

/// Writes status changes: the order's status and its `status_history` row, in the caller's transaction.
enum StatusRecorder {
    static func record(_ db: Database, orderID: Int64, status: OrderStatus, at time: String, reason: String? = nil) throws {
        try db.execute(sql: "UPDATE orders SET status = ? WHERE id = ?", arguments: [status.rawValue, orderID])
        try db.execute(sql: "INSERT INTO status_history (order_id, status, changed_at, reason) VALUES (?, ?, ?, ?)",
                       arguments: [orderID, status.rawValue, time, reason])
    }

    /// Starts preparation at `start`: status preparing, the start and the due time recorded.
    static func startPreparation(_ db: Database, order: PickupOrder, minutes: Int, at start: LocalTime, timeZone: TimeZone) throws -> LocalTime {
        let due = LocalTime(start.timestamp.adding(seconds: minutes * 60), in: timeZone)
        try db.execute(sql: """
            UPDATE orders SET preparation_minutes = ?, preparation_started_at = ?, ready_due_at = ? WHERE id = ?
            """, arguments: [minutes, start.iso8601, due.iso8601, order.id])
        try record(db, orderID: order.id, status: .preparing, at: start.iso8601)
        return due
    }
}
