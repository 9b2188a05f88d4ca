import BistroCore
import BistroOrderBook

/// How often a "too far" message may go out. Anyone who places an order with someone's address can post
/// check-ins from far away, and each would otherwise mail that address. So, on the run's clock (not the
/// check-in's `at`, which the sender chooses): at most one per order per `intervalSeconds`, and at most
/// `perDay` per mailbox and restaurant day (`notify.rejectionMailsPerDay`, counted apart from rejection
/// mails in `daily_mail_counts` under `too_far`). A check-in that is not mailed is still recorded and
/// answered with its distance.
struct TooFarMailLimit {
    static let intervalSeconds = 600
    let book: OrderBookTransaction
    let perDay: Int
    let now: LocalTime

    /// Whether a "too far" message about `order` may be queued now; counts it for the day when it may.
    func admit(_ order: PickupOrder) throws -> Bool {
        let event = NotificationEvent.tooFar.rawValue
        if let latest = try book.latestMessageTime(orderID: order.id, event: event),
            now.timestamp.secondsSince1970 - latest.timestamp.secondsSince1970 < Self.intervalSeconds
        {
            return false
        }
        let mailbox = Mailbox.of(order.customerEmail)
        let sent = try book.dailyMailCounts(event: event, day: now.day, mailboxes: [mailbox])[mailbox] ?? 0
        guard sent < perDay else { return false }
        try book.setDailyMailCounts(event: event, day: now.day, [(mailbox, sent + 1)])
        return true
    }
}
