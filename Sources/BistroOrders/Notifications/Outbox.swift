import BistroCore
import Foundation
import GRDB

/// The transactional outbox: messages are rows in `notifications`, inserted in the same transaction as
/// the change they announce, and delivered later (at least once) by `NotificationDelivery`.
///
/// Each row has a Message-ID and a Maildir file name fixed when it is queued, so a message delivered
/// twice (a crash between delivering and recording it) is the same message: one file in a Maildir, the
/// same Message-ID through sendmail.
enum Outbox {
    /// Queues `message`. `key` names the message among all others ("RC-20261122-0007.ready",
    /// "rejection-12.rejected"); the Message-ID is `KEY@DOMAIN` and the file name
    /// `SECONDS.KEY.DOMAIN` (the event time in Unix seconds first, as Maildir readers expect).
    @discardableResult
    static func enqueue(_ db: Database, _ message: ComposedMessage, key: String, orderID: Int64?, at time: LocalTime,
                        due: LocalTime? = nil, domain: String) throws -> Int64 {
        let safeKey = Self.safe(key)
        let createdAt = time.iso8601
        try FastStatement(db, """
            INSERT INTO notifications (order_id, event, recipient, message_id, file_name, subject, body, created_at, due_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute([
                orderID.map { .int(Int($0)) } ?? .null, .text(message.event.rawValue), .text(message.recipient),
                .text(safeKey + "@" + domain), .text(String(time.timestamp.secondsSince1970) + "." + safeKey + "." + domain),
                .text(message.subject), .text(message.body), .text(createdAt), .text(due?.iso8601 ?? createdAt),
            ])
        return db.lastInsertedRowID
    }

    /// `key` with every character but ASCII letters, digits and `-_.` replaced by `_` (keys are ASCII in
    /// practice, so the bytes are checked first and the key is kept as it is).
    static func safe(_ key: String) -> String {
        let allowed: (UInt8) -> Bool = { byte in
            (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || byte == 0x2D || byte == 0x5F || byte == 0x2E
        }
        if key.utf8.allSatisfy(allowed) { return key }
        return String(key.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
    }

    /// "RC-20261122-0007.too_far" for the first such message of an order, "….too_far-2" for the second: an
    /// event that can happen again for the same order gets a fresh key each time.
    static func key(_ db: Database, orderNumber: String, orderID: Int64, event: NotificationEvent) throws -> String {
        let earlier = try Int.fetchOne(db, sql: "SELECT count(*) FROM notifications WHERE order_id = ? AND event = ?",
                                       arguments: [orderID, event.rawValue]) ?? 0
        return "\(orderNumber).\(event.rawValue)" + (earlier == 0 ? "" : "-\(earlier + 1)")
    }
}
