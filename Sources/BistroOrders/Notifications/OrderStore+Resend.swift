import BistroCore
import GRDB

/// What `bistro notify resend ORDER` queued again.
public struct ResentMessage: Sendable, Hashable {
    public var id: Int64
    public var orderNumber: String
    public var event: NotificationEvent
    public var messageID: String
    public var fileName: String
}

extension OrderStore {
    /// Queues the order's latest customer message (not the kitchen ticket) again, due at `time`. A resend
    /// is the same message: same Message-ID, subject, body and Date. Its Maildir file name gets a
    /// ".resent-N" suffix, since a Maildir keeps one file per name and the first copy may still be there.
    /// Returns nil when the order or a message of it does not exist.
    public func resendLastMessage(reference: String, at time: LocalTime) throws(OrderStoreError) -> ResentMessage? {
        try write { db in
            guard let order = try PickupOrder.find(db, reference: reference),
                  let row = try Row.fetchOne(db, sql: """
                      SELECT id, event, message_id, file_name FROM notifications WHERE order_id = ? AND event != 'kitchen'
                      ORDER BY id DESC LIMIT 1
                      """, arguments: [order.id]) else { return nil }
            let id: Int64 = row[0]
            let current: String = row[3]
            let base = current.range(of: ".resent-").map { String(current[..<$0.lowerBound]) } ?? current
            let count = (current.range(of: ".resent-").flatMap { Int(current[$0.upperBound...]) } ?? 0) + 1
            let fileName = "\(base).resent-\(count)"
            try db.execute(sql: "UPDATE notifications SET sent_at = NULL, due_at = ?, file_name = ?, last_error = NULL WHERE id = ?",
                           arguments: [time.iso8601, fileName, id])
            return ResentMessage(id: id, orderNumber: order.orderNumber, event: NotificationEvent(rawValue: row[1]) ?? .received,
                                 messageID: row[2], fileName: fileName)
        }
    }
}
