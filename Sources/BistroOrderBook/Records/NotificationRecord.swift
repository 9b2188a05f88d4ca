import BistroCore
import GRDB

/// A row of `notifications`, the transactional outbox: a message queued in the same transaction as the
/// change it announces, delivered later (at least once) with a Message-ID and Maildir name fixed here.
public struct NotificationRecord: SnakeCaseRecord, Sendable, Hashable {
    public static let databaseTableName = "notifications"
    public var id: Int64?
    /// nil for messages about no order (a scratch-card win, a rejection).
    public var orderId: Int64?
    /// received | rejected | preparing | ready | cancelled | too_far | kitchen | scratch_win
    public var event: String
    public var recipient: String
    /// Without <>, stable across re-deliveries.
    public var messageId: String
    /// The Maildir name, stable across re-deliveries.
    public var fileName: String
    public var subject: String
    public var body: String
    public var createdAt: LocalTime
    /// Not delivered before this time.
    public var dueAt: LocalTime
    /// nil: still queued.
    public var sentAt: LocalTime?
    public var attempts: Int
    public var lastError: String?
}
