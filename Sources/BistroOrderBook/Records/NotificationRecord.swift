import BistroCore
import GRDB

/// A row of `notifications`, the transactional outbox: a message queued in the same transaction as the
/// change it announces, delivered later (at least once) with a Message-ID and Maildir name fixed here.
package struct NotificationRecord: SnakeCaseRecord, Sendable, Hashable {
    package static let databaseTableName = "notifications"
    package var id: Int64?
    /// nil for messages about no order (a scratch-card win, a rejection).
    package var orderId: Int64?
    /// received | rejected | preparing | ready | cancelled | too_far | kitchen | scratch_win
    package var event: String
    package var recipient: String
    /// Without <>, stable across re-deliveries.
    package var messageId: String
    /// The Maildir name, stable across re-deliveries.
    package var fileName: String
    package var subject: String
    package var body: String
    package var createdAt: LocalTime
    /// Not delivered before this time.
    package var dueAt: LocalTime
    /// nil: still queued.
    package var sentAt: LocalTime?
    /// Where the message went when delivered: "outbox" (the spool's Maildir) or "transport"
    /// (`notify.sendmail`); nil while queued and for messages delivered before migration v14.
    package var deliveredTo: String?
    package var attempts: Int
    package var lastError: String?
    /// After a failed attempt: not tried again before this time (nil: as soon as due).
    package var nextAttemptAt: LocalTime?
    /// Given up after too many failed attempts; nil while still trying.
    package var failedAt: LocalTime?
    /// The booking a message is about (its confirmation, reminder or cancellation); nil for others.
    package var bookingId: Int64?
    /// The iCalendar text (RFC 5545) the message carries as a `text/calendar` part; nil for most.
    package var calendar: String?

    enum CodingKeys: String, CodingKey {
        case id
        case orderId = "order_id"
        case event
        case recipient
        case messageId = "message_id"
        case fileName = "file_name"
        case subject
        case body
        case createdAt = "created_at"
        case dueAt = "due_at"
        case sentAt = "sent_at"
        case deliveredTo = "delivered_to"
        case attempts
        case lastError = "last_error"
        case nextAttemptAt = "next_attempt_at"
        case failedAt = "failed_at"
        case bookingId = "booking_id"
        case calendar
    }

    /// The columns, for the query interface.
    package enum Columns {
        package static let id = Column(CodingKeys.id)
        package static let orderId = Column(CodingKeys.orderId)
        package static let event = Column(CodingKeys.event)
        package static let recipient = Column(CodingKeys.recipient)
        package static let messageId = Column(CodingKeys.messageId)
        package static let fileName = Column(CodingKeys.fileName)
        package static let subject = Column(CodingKeys.subject)
        package static let body = Column(CodingKeys.body)
        package static let createdAt = Column(CodingKeys.createdAt)
        package static let dueAt = Column(CodingKeys.dueAt)
        package static let sentAt = Column(CodingKeys.sentAt)
        package static let deliveredTo = Column(CodingKeys.deliveredTo)
        package static let attempts = Column(CodingKeys.attempts)
        package static let lastError = Column(CodingKeys.lastError)
        package static let nextAttemptAt = Column(CodingKeys.nextAttemptAt)
        package static let failedAt = Column(CodingKeys.failedAt)
        package static let bookingId = Column(CodingKeys.bookingId)
    }
}
