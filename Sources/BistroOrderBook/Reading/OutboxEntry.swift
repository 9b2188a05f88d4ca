import GRDB

/// One message of the outbox as staff see it (`bistro notify list`): whom it is for, what it announces,
/// and whether it went out, is waiting for its time, keeps failing (and when it is tried next), or was
/// given up.
package struct OutboxEntry: Sendable, Hashable {
    package var id: Int64
    /// The order it is about; nil for a rejection or a scratch-card win.
    package var orderNumber: String?
    package var event: String
    package var recipient: String
    package var subject: String
    package var messageID: String
    package var fileName: String
    package var createdAt: String
    package var dueAt: String
    /// nil while the message is queued.
    package var sentAt: String?
    /// "outbox" (the spool's Maildir: no transport set) or "transport" (`notify.sendmail` took it); nil
    /// while queued, and for a message delivered before the book recorded where.
    package var deliveredTo: String?
    package var attempts: Int
    /// Why the last delivery failed; nil when it worked or was not tried yet.
    package var lastError: String?
    /// After a failed attempt: when the next one is due.
    package var nextAttemptAt: String?
    /// When delivery was given up (too many failed attempts); nil while still trying.
    package var failedAt: String?

    init(row: Row) {
        id = row["id"]
        orderNumber = row["order_number"]
        event = row["event"]
        recipient = row["recipient"]
        subject = row["subject"]
        messageID = row["message_id"]
        fileName = row["file_name"]
        createdAt = row["created_at"]
        dueAt = row["due_at"]
        sentAt = row["sent_at"]
        deliveredTo = row["delivered_to"]
        attempts = row["attempts"]
        lastError = row["last_error"]
        nextAttemptAt = row["next_attempt_at"]
        failedAt = row["failed_at"]
    }
}

extension OrderStore {
    /// The messages not delivered (waiting, failing and given up), the next due first and the given-up
    /// ones last; with `includeSent`, every message, the newest first. At most `limit`.
    package func outbox(includeSent: Bool, limit: Int) throws(OrderStoreError) -> [OutboxEntry] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT n.id, o.order_number, n.event, n.recipient, n.subject, n.message_id, n.file_name,
                           n.created_at, n.due_at, n.sent_at, n.delivered_to, n.attempts, n.last_error,
                           n.next_attempt_at, n.failed_at
                    FROM notifications n LEFT JOIN orders o ON o.id = n.order_id
                    \(includeSent ? "ORDER BY n.id DESC"
                        : "WHERE n.sent_at IS NULL "
                        + "ORDER BY n.failed_at IS NOT NULL, coalesce(n.next_attempt_at, n.due_at), n.id") LIMIT ?
                    """, arguments: [limit]
            ).map(OutboxEntry.init(row:))
        }
    }
}
