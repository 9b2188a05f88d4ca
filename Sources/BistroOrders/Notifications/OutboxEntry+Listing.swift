import BistroJSON
import BistroOrderBook

/// How `bistro notify list` shows an outbox entry: one line of text, or a JSON object.
extension OutboxEntry {
    /// "RC-20261122-0007  received  ada@example.com  queued since 2026-11-22 17:00, 2 attempts, next
    /// 2026-11-22 17:03: … exited with status 75", "… failed 2026-11-23 13:31 after 12 attempts: …" or
    /// "… sent 2026-11-22 17:01".
    package var line: String {
        let state: String
        if let sentAt {
            state = "sent " + ReceiptRenderer.displayTime(sentAt)
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
            ("sentAt", .optional(sentAt)), ("attempts", .int(attempts)), ("lastError", .optional(lastError)),
            ("nextAttemptAt", .optional(nextAttemptAt)), ("failedAt", .optional(failedAt)),
        ])
    }
}
