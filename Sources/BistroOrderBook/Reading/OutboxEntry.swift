import GRDB

/// One message of the outbox as staff see it (`bistro notify list`): whom it is for, what it announces,
/// and whether it went out, is waiting for its time, keeps failing (and when it is tried next), or was
/// given up.
public struct OutboxEntry: Sendable, Hashable {
    public var id: Int64
    /// The order it is about; nil for a rejection or a scratch-card win.
    public var orderNumber: String?
    public var event: String
    public var recipient: String
    public var subject: String
    public var messageID: String
    public var fileName: String
    public var createdAt: String
    public var dueAt: String
    /// nil while the message is queued.
    public var sentAt: String?
    public var attempts: Int
    /// Why the last delivery failed; nil when it worked or was not tried yet.
    public var lastError: String?
    /// After a failed attempt: when the next one is due.
    public var nextAttemptAt: String?
    /// When delivery was given up (too many failed attempts); nil while still trying.
    public var failedAt: String?

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
        attempts = row["attempts"]
        lastError = row["last_error"]
        nextAttemptAt = row["next_attempt_at"]
        failedAt = row["failed_at"]
    }
}

extension OrderStore {
    /// The messages not delivered (waiting, failing and given up), the next due first and the given-up
    /// ones last; with `includeSent`, every message, the newest first. At most `limit`.
    public func outbox(includeSent: Bool, limit: Int) throws(OrderStoreError) -> [OutboxEntry] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT n.id, o.order_number, n.event, n.recipient, n.subject, n.message_id, n.file_name, n.created_at,
                       n.due_at, n.sent_at, n.attempts, n.last_error, n.next_attempt_at, n.failed_at
                FROM notifications n LEFT JOIN orders o ON o.id = n.order_id
                \(includeSent ? "ORDER BY n.id DESC"
                    : "WHERE n.sent_at IS NULL ORDER BY n.failed_at IS NOT NULL, coalesce(n.next_attempt_at, n.due_at), n.id") LIMIT ?
                """, arguments: [limit]).map(OutboxEntry.init(row:))
        }
    }
}
