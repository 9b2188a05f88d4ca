import BistroCore
import BistroOrderBook

/// What `bistro notify resend ORDER` queued again.
package struct ResentMessage: Sendable, Hashable {
    package var id: Int64
    package var orderNumber: String
    package var event: NotificationEvent
    package var messageID: String
    package var fileName: String
}

extension OrderStore {
    /// Queues the order's latest customer message (not the kitchen ticket) again, due at `time`. A resend
    /// is the same message: same Message-ID, subject, body and Date. Its Maildir file name gets a
    /// ".resent-N" suffix, since a Maildir keeps one file per name and the first copy may still be there.
    /// Returns nil when the order or a message of it does not exist.
    package func resendLastMessage(reference: String, at time: LocalTime) throws(OrderStoreError) -> ResentMessage? {
        try write { book in
            guard let order = try book.pickupOrder(reference: reference),
                let message = try book.requeueLatestMessage(of: order, at: time)
            else { return nil }
            return ResentMessage(
                id: message.id ?? 0, orderNumber: order.orderNumber,
                event: NotificationEvent(rawValue: message.event) ?? .received,
                messageID: message.messageId, fileName: message.fileName)
        }
    }
}

extension OrderStore {
    /// Queues again, due at `time`, the messages of the order `reference` (every message with nil) that
    /// were given up or are waiting for their next attempt: they go out on the next delivery, with their
    /// attempts counted from zero again. Returns how many, or nil when there is no such order.
    package func retryUndelivered(reference: String?, at time: LocalTime) throws(OrderStoreError) -> Int? {
        try write { book in
            guard let reference else { return try book.retryUndelivered(orderID: nil, at: time) }
            guard let order = try book.pickupOrder(reference: reference) else { return nil }
            return try book.retryUndelivered(orderID: order.id, at: time)
        }
    }
}
