import BistroCore
import BistroMail
import Foundation
import GRDB

/// Delivers queued notifications whose due time has come, oldest first, through a `MailTransport` (the
/// Maildir outbox or sendmail). A message is marked sent only after the transport accepted it; a failure
/// keeps it queued with `attempts` and `last_error`, to be tried on the next run. Run it under the spool
/// lock so two runs never deliver the same row at once.
public struct NotificationDelivery {
    /// What one delivery pass did.
    public struct Report: Sendable, Hashable {
        public var sent = 0
        public var failed = 0
        /// One line per failed message: "RC-20261122-0007.ready@…: /usr/sbin/sendmail exited with status 75".
        public var errors: [String] = []

        public init() {}
    }

    /// Test-only fault injection: when this environment variable is set, the process exits (status 75)
    /// right after the first message was handed to the transport and before it is marked sent, as a crash
    /// at the worst moment would. Never set it in production.
    public static let crashAfterDeliveryVariable = "BISTRO_TEST_CRASH_AFTER_DELIVERY"

    static let markBatch = 500

    public let store: OrderStore
    public let transport: any MailTransport
    public let sender: MailAddress
    public let timeZone: TimeZone

    public init(store: OrderStore, transport: any MailTransport, sender: MailAddress, timeZone: TimeZone) {
        self.store = store
        self.transport = transport
        self.sender = sender
        self.timeZone = timeZone
    }

    /// Delivers every queued message due at or before `now` (or only message `id` when given).
    public func deliverDue(now: Timestamp, only id: Int64? = nil) throws(OrderStoreError) -> Report {
        let queued = try store.read { db in
            try Row.fetchAll(db, sql: """
                SELECT id, event, recipient, message_id, file_name, subject, body, created_at, due_at
                FROM notifications WHERE sent_at IS NULL\(id == nil ? "" : " AND id = ?") ORDER BY id
                """, arguments: id.map { [$0] } ?? [])
        }
        var report = Report()
        let sentAt = LocalTime(now, in: timeZone).iso8601
        // Marks are written in groups: one transaction (and one fsync) per `markBatch` messages, not per
        // message. A crash before a group is marked re-delivers those messages, which is harmless: same
        // file names, same Message-IDs.
        var sentIDs: [Int64] = []
        var failures: [(Int64, String)] = []
        func flush() throws(OrderStoreError) {
            guard !sentIDs.isEmpty || !failures.isEmpty else { return }
            try store.write { db in
                for id in sentIDs {
                    try db.execute(sql: "UPDATE notifications SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?",
                                   arguments: [sentAt, id])
                }
                for (id, error) in failures {
                    try db.execute(sql: "UPDATE notifications SET attempts = attempts + 1, last_error = ? WHERE id = ?", arguments: [error, id])
                }
            }
            sentIDs.removeAll()
            failures.removeAll()
        }
        let crashAfterDelivery = ProcessInfo.processInfo.environment[Self.crashAfterDeliveryVariable] != nil
        for row in queued {
            let due = Timestamp.parse(row["due_at"] as String) ?? now
            guard due <= now else { continue }
            let rowID: Int64 = row["id"]
            let messageID: String = row["message_id"]
            var message = MailMessage(
                from: sender, to: [MailAddress(row["recipient"] as String)], subject: row["subject"],
                date: (Timestamp.parse(row["created_at"] as String) ?? now).date, messageID: messageID, body: row["body"])
            message.extraHeaders = [("X-Bistro-Event", row["event"] as String)]
            do {
                try transport.deliver(message.rendered(timeZone: timeZone), fileName: row["file_name"])
                if crashAfterDelivery { _exit(75) }
                sentIDs.append(rowID)
                report.sent += 1
            } catch {
                failures.append((rowID, error.message))
                report.failed += 1
                report.errors.append("\(messageID): \(error.message)")
            }
            if sentIDs.count + failures.count >= Self.markBatch { try flush() }
        }
        try flush()
        return report
    }
}
