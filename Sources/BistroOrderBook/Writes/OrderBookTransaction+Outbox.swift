import BistroCore
import GRDB

/// The transactional outbox: messages are rows in `notifications`, inserted in the same transaction as
/// the change they announce, and delivered later (at least once).
///
/// Each row has a Message-ID and a Maildir file name fixed when it is queued, so a message delivered
/// twice (a crash between delivering and recording it) is the same message: one file in a Maildir, the
/// same Message-ID through sendmail.
extension OrderBookTransaction {
    /// A message to queue: what the outbox needs of it.
    package struct OutgoingMessage: Sendable {
        package var event: String
        package var recipient: String
        package var subject: String
        package var body: String
        /// An iCalendar part (a booking's confirmation and cancellation); nil for most messages.
        package var calendar: String?

        package init(event: String, recipient: String, subject: String, body: String, calendar: String? = nil) {
            self.event = event
            self.recipient = recipient
            self.subject = subject
            self.body = body
            self.calendar = calendar
        }
    }

    /// Queues `message`. `key` names the message among all others ("RC-20261122-0007.ready",
    /// "rejection-12.rejected"); the Message-ID is `KEY@DOMAIN` and the file name `SECONDS.KEY.DOMAIN` (the
    /// event time in Unix seconds first, as Maildir readers expect).
    @discardableResult
    package func enqueue(
        _ message: OutgoingMessage, key: String, orderID: Int64?, at time: LocalTime, due: LocalTime? = nil,
        domain: String, bookingID: Int64? = nil
    ) throws -> Int64 {
        var record = Self.notification(message, key: key, orderID: orderID, at: time, due: due, domain: domain)
        record.bookingId = bookingID
        try record.insert(db)
        return db.lastInsertedRowID
    }

    /// Queues a batch's messages, each under its key and about its order (if any), due at once: one
    /// multi-row INSERT, the rows in this order.
    package func enqueue(
        _ messages: [(message: OutgoingMessage, key: String, orderID: Int64?)], at time: LocalTime, domain: String
    ) throws {
        try insertAll(
            messages.map {
                Self.notification($0.message, key: $0.key, orderID: $0.orderID, at: time, due: nil, domain: domain)
            })
    }

    private static func notification(
        _ message: OutgoingMessage, key: String, orderID: Int64?, at time: LocalTime, due: LocalTime?, domain: String
    ) -> NotificationRecord {
        let safeKey = safe(key)
        return NotificationRecord(
            orderId: orderID, event: message.event, recipient: message.recipient, messageId: safeKey + "@" + domain,
            fileName: String(time.timestamp.secondsSince1970) + "." + safeKey + "." + domain, subject: message.subject,
            body: message.body, createdAt: time, dueAt: due ?? time, sentAt: nil, deliveredTo: nil, attempts: 0,
            lastError: nil, calendar: message.calendar)
    }

    /// `key` with every character but ASCII letters, digits and `-_.` replaced by `_`.
    static func safe(_ key: String) -> String {
        String(
            String.UnicodeScalarView(
                key.unicodeScalars.map { scalar in
                    switch scalar {
                    case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": scalar
                    default: "_"
                    }
                }))
    }

    /// "RC-20261122-0007.too_far" for the first such message of an order, "….too_far-2" for the second: an
    /// event that can happen again for the same order gets a fresh key each time.
    package func messageKey(orderNumber: String, orderID: Int64, event: String) throws -> String {
        let earlier = try NotificationRecord.filter(
            NotificationRecord.Columns.orderId == orderID && NotificationRecord.Columns.event == event
        )
        .fetchCount(db)
        return "\(orderNumber).\(event)" + (earlier == 0 ? "" : "-\(earlier + 1)")
    }

    /// Queues an order's latest customer message (not the kitchen ticket) again under a new Maildir name
    /// (`NAME.resent-N`), keeping its Message-ID and body.
    package func requeueLatestMessage(of order: PickupOrder, at time: LocalTime) throws -> NotificationRecord? {
        guard
            var latest = try NotificationRecord.filter(
                NotificationRecord.Columns.orderId == order.id && NotificationRecord.Columns.event != "kitchen"
            )
            .order(NotificationRecord.Columns.id.desc).fetchOne(db)
        else { return nil }
        let current = latest.fileName
        let base = current.range(of: ".resent-").map { String(current[..<$0.lowerBound]) } ?? current
        let count = (current.range(of: ".resent-").flatMap { Int(current[$0.upperBound...]) } ?? 0) + 1
        latest.fileName = "\(base).resent-\(count)"
        latest.sentAt = nil
        latest.dueAt = time
        latest.lastError = nil
        latest.attempts = 0
        latest.nextAttemptAt = nil
        latest.failedAt = nil
        try latest.update(db)
        try db.execute(sql: "DELETE FROM delivery_claims WHERE notification_id = ?", arguments: [latest.id])
        return latest
    }

    /// Draws are one per customer and day: today's draw of this customer, if any.
    package func scratchDraw(email: String, day: CalendarDay) throws -> ScratchDrawRecord? {
        try ScratchDrawRecord.filter(
            ScratchDrawRecord.Columns.customerEmail == email && ScratchDrawRecord.Columns.drawDay == day
        ).fetchOne(db)
    }

    /// Whether a code is taken by a draw or was ever redeemed.
    package func isCouponCodeTaken(_ code: String) throws -> Bool {
        try Int.fetchOne(
            db,
            sql: """
                SELECT 1 FROM scratch_draws WHERE coupon_code = ?1
                UNION ALL SELECT 1 FROM coupon_redemptions WHERE code = ?1 LIMIT 1
                """, arguments: [code]) != nil
    }

    /// Records a draw; returns its id.
    package func insert(draw: ScratchDrawRecord) throws -> Int64 {
        try draw.insert(db)
        return db.lastInsertedRowID
    }
}
