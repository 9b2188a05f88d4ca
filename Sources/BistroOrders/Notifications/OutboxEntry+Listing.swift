import BistroJSON
import BistroMail
import BistroOrderBook

/// How `bistro notify list` shows an outbox entry: one line of text, or a JSON object.
extension OutboxEntry {
    /// "RC-20261122-0007  received  ada@example.com  queued since 2026-11-22 17:00, 2 attempts, next
    /// 2026-11-22 17:03: … exited with status 75", "… failed 2026-11-23 13:31 after 12 attempts: …",
    /// "… sent 2026-11-22 17:01" (a mail transport took it), "… queued in the outbox 2026-11-22 17:01 (no
    /// mail transport set)" or, delivered before the book recorded where, "… delivered 2026-11-22 17:01".
    package var line: String {
        let state: String
        if let sentAt {
            let time = ReceiptRenderer.displayTime(sentAt)
            switch deliveredTo.flatMap(MailDestination.init(rawValue:)) {
            case .transport: state = "sent " + time
            case .outbox: state = "queued in the outbox " + time + " (no mail transport set)"
            case nil: state = "delivered " + time
            }
        } else if let failedAt {
            state =
                "failed " + ReceiptRenderer.displayTime(failedAt)
                + " after \(attempts) attempt\(attempts == 1 ? "" : "s")"
                + (lastError.map { ": " + $0.oneLine } ?? "")
        } else {
            state =
                "queued since " + ReceiptRenderer.displayTime(dueAt)
                + (attempts == 0 ? "" : ", \(attempts) attempt\(attempts == 1 ? "" : "s")")
                + (nextAttemptAt.map { ", next " + ReceiptRenderer.displayTime($0) } ?? "")
                + (lastError.map { ": " + $0.oneLine } ?? "")
        }
        return [orderNumber ?? "-", event, recipient, state].joined(separator: "  ")
    }

    package var json: JSONValue {
        .object([
            ("id", .int(Int(id))), ("orderNumber", .optional(orderNumber)), ("event", .string(event)),
            ("recipient", .string(recipient)), ("subject", .string(subject)), ("messageId", .string(messageID)),
            ("fileName", .string(fileName)), ("createdAt", .string(createdAt)), ("dueAt", .string(dueAt)),
            ("sentAt", .optional(sentAt)), ("deliveredTo", .optional(deliveredTo)), ("attempts", .int(attempts)),
            ("lastError", .optional(lastError)),
            ("nextAttemptAt", .optional(nextAttemptAt)), ("failedAt", .optional(failedAt)),
        ])
    }
}
