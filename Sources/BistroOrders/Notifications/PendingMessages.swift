import BistroCore
import BistroOrderBook

/// The messages one batch transaction queues. Wording (the receipt text, the Mustache template) is pure
/// and takes more time than recording the order, so each message is worded on the other core as soon as
/// its order is recorded (`WorkAhead`), while this thread records the next; at the end of the batch the
/// rows are inserted in the order the messages were added, in the same transaction as the orders they
/// announce, with one multi-row INSERT.
struct PendingMessages {
    private struct Pending {
        var key: String
        var orderID: Int64?
    }

    private var pending: [Pending] = []
    private let wording = WorkAhead<ComposedMessage>()

    var isEmpty: Bool { pending.isEmpty }

    /// Adds a message worded by `compose` (starting now, on another core) and queued under `key` (see
    /// `OrderBookTransaction.enqueue`).
    mutating func add(key: String, orderID: Int64?, _ compose: @escaping @Sendable () -> ComposedMessage) {
        pending.append(Pending(key: key, orderID: orderID))
        wording.add(compose)
    }

    /// Waits for every pending message's wording (doing what is not started yet on this thread too) and
    /// inserts their rows, in the order they were added. A message with a `dailyLimit` whose mailbox has
    /// had its share today is dropped; the day's counts are read and written once for the batch
    /// (`daily_mail_counts`), so the limit holds across batches and runs.
    mutating func queue(_ book: OrderBookTransaction, at time: LocalTime, domain: String) throws {
        guard !pending.isEmpty else { return }
        let messages = wording.finish()
        var limited = DailyCounts(messages, book: book, day: time.day)
        var admitted: [(message: OrderBookTransaction.OutgoingMessage, key: String, orderID: Int64?)] = []
        for (item, message) in zip(pending, messages) where try limited.admit(message) {
            admitted.append((message.outgoing, item.key, item.orderID))
        }
        try book.enqueue(admitted, at: time, domain: domain)
        try limited.save()
        pending.removeAll(keepingCapacity: true)
    }
}

/// The day's counts of the limited messages of one batch: read in one query per event, updated as
/// messages are admitted, written back in one statement.
private struct DailyCounts {
    private let book: OrderBookTransaction
    private let day: CalendarDay
    private var counts: [String: [String: Int]] = [:]
    private var changed: [String: Set<String>] = [:]
    private var loaded: Set<String> = []
    private let mailboxes: [String: [String]]

    init(_ messages: [ComposedMessage], book: OrderBookTransaction, day: CalendarDay) {
        self.book = book
        self.day = day
        var mailboxes: [String: Set<String>] = [:]
        for message in messages {
            if let limit = message.dailyLimit { mailboxes[message.event.rawValue, default: []].insert(limit.mailbox) }
        }
        self.mailboxes = mailboxes.mapValues { $0.sorted() }
    }

    /// Whether `message` may be queued; counts it when it is limited and may.
    mutating func admit(_ message: ComposedMessage) throws -> Bool {
        guard let limit = message.dailyLimit else { return true }
        let event = message.event.rawValue
        if !loaded.contains(event) {
            counts[event] = try book.dailyMailCounts(event: event, day: day, mailboxes: mailboxes[event] ?? [])
            loaded.insert(event)
        }
        let sent = counts[event]?[limit.mailbox] ?? 0
        guard sent < limit.perDay else { return false }
        counts[event, default: [:]][limit.mailbox] = sent + 1
        changed[event, default: []].insert(limit.mailbox)
        return true
    }

    func save() throws {
        for (event, mailboxes) in changed {
            try book.setDailyMailCounts(
                event: event, day: day, mailboxes.sorted().map { ($0, counts[event]?[$0] ?? 0) })
        }
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
