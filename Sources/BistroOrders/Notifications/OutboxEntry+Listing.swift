import BistroJSON
import BistroOrderBook

/// How `bistro notify list` shows an outbox entry: one line of text, or a JSON object.
extension OutboxEntry {
    public var line: String {
        let state: String
        if let sentAt {
            state = "sent " + ReceiptRenderer.displayTime(sentAt)
        } else {
            state = "queued since " + ReceiptRenderer.displayTime(dueAt)
                + (attempts == 0 ? "" : ", \(attempts) attempt\(attempts == 1 ? "" : "s")")
                + (lastError.map { ": " + $0.oneLine } ?? "")
        }
        return [orderNumber ?? "-", event, recipient, state].joined(separator: "  ")
    }

    public var json: JSONValue {
        .object([
            ("id", .int(Int(id))), ("orderNumber", .optional(orderNumber)), ("event", .string(event)),
            ("recipient", .string(recipient)), ("subject", .string(subject)), ("messageId", .string(messageID)),
            ("fileName", .string(fileName)), ("createdAt", .string(createdAt)), ("dueAt", .string(dueAt)),
            ("sentAt", .optional(sentAt)), ("attempts", .int(attempts)), ("lastError", .optional(lastError)),
        ])
    }
}

