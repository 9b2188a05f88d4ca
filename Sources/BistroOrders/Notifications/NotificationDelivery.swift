import BistroCore
import BistroMail
import Foundation
import BistroOrderBook
import BistroSupport

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
    /// right after the first group of messages was handed to the transport and before it is marked sent,
    /// as a crash at the worst moment would. Never set it in production.
    public static let crashAfterDeliveryVariable = "BISTRO_TEST_CRASH_AFTER_DELIVERY"

    /// Messages read, delivered and marked per group: one query, one transport call (one flush of the
    /// Maildir) and one transaction per group, and never more than a group in memory.
    static let groupSize = 500

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

    /// Delivers every queued message due at or before `now` (or only message `id` when given), in groups
    /// of `groupSize`, oldest first. A group is marked in one transaction after the transport has made it
    /// durable; a crash in between re-delivers the group on the next run, which is harmless: same file
    /// names, same Message-IDs.
    public func deliverDue(now: Timestamp, only id: Int64? = nil) throws(OrderStoreError) -> Report {
        var report = Report()
        let crashAfterDelivery = ProcessInfo.processInfo.environment[Self.crashAfterDeliveryVariable] != nil
        var after: Int64 = 0
        while true {
            let queued = try store.queuedMessages(after: after, only: id, limit: Self.groupSize)
            guard let last = queued.last else { break }
            after = last.id ?? after
            var rowIDs: [(id: Int64, messageID: String)] = []
            var messages: [(message: MailMessage, fileName: String)] = []
            for row in queued where row.dueAt.timestamp <= now {
                rowIDs.append((row.id ?? 0, row.messageId))
                var message = MailMessage(from: sender, to: [MailAddress(row.recipient)], subject: row.subject,
                                          date: row.createdAt.timestamp.date, messageID: row.messageId, body: row.body)
                message.extraHeaders = [("X-Bistro-Event", row.event)]
                messages.append((message, row.fileName))
            }
            guard !messages.isEmpty else { continue }
            let dates = MailDate(timeZone: timeZone)
            let mails = parallelMap(messages.count) { OutgoingMail(text: messages[$0].message.rendered(dates: dates), fileName: messages[$0].fileName) }
            let results = transport.deliver(group: mails)
            if crashAfterDelivery, results.contains(where: { $0 == nil }) { _exit(75) }
            let sentTime = LocalTime(now, in: timeZone)
            try store.write { book in
                try book.recordDelivery(zip(rowIDs, results).map { ($0.id, $1?.message) }, sentAt: sentTime)
            }
            for (row, error) in zip(rowIDs, results) {
                if let error {
                    report.failed += 1
                    report.errors.append("\(row.messageID): \(error.message)")
                } else {
                    report.sent += 1
                }
            }
        }
        return report
    }
}
