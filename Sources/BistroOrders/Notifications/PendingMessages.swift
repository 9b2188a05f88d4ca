import BistroCore
import BistroOrderBook
import BistroSupport

/// The messages one batch transaction queues, worded together at the end of the batch instead of one by
/// one as orders are recorded: wording (the receipt text, the Mustache template) is pure and takes more
/// time than recording the order, so it runs on every core while the transaction is still open. The
/// rows are then inserted in the order the messages were added, in the same transaction as the orders
/// they announce.
struct PendingMessages {
    private struct Pending {
        var compose: @Sendable () -> ComposedMessage
        var key: String
        var orderID: Int64?
    }

    private var pending: [Pending] = []

    var isEmpty: Bool { pending.isEmpty }

    /// Adds a message to be worded by `compose` and queued under `key` (see `OrderBookTransaction.enqueue`).
    mutating func add(key: String, orderID: Int64?, _ compose: @escaping @Sendable () -> ComposedMessage) {
        pending.append(Pending(compose: compose, key: key, orderID: orderID))
    }

    /// Words every pending message (in parallel) and inserts their rows, in the order they were added.
    mutating func queue(_ book: OrderBookTransaction, at time: LocalTime, domain: String) throws {
        guard !pending.isEmpty else { return }
        let messages = parallelMap(pending.count) { pending[$0].compose() }
        for (item, message) in zip(pending, messages) {
            try book.enqueue(message.outgoing, key: item.key, orderID: item.orderID, at: time, domain: domain)
        }
        pending.removeAll(keepingCapacity: true)
    }
}

extension ComposedMessage {
    /// What the outbox stores of the message.
    var outgoing: OrderBookTransaction.OutgoingMessage {
        .init(event: event.rawValue, recipient: recipient, subject: subject, body: body)
    }
}

extension OrderBookTransaction {
    /// Queues a composed message about an order under the order's next key for its event.
    func enqueue(_ message: ComposedMessage, about order: PickupOrder, at time: LocalTime, domain: String) throws {
        let key = try messageKey(orderNumber: order.orderNumber, orderID: order.id, event: message.event.rawValue)
        try enqueue(message.outgoing, key: key, orderID: order.id, at: time, domain: domain)
    }
}
