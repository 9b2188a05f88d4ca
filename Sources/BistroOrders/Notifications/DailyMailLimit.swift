import BistroCore

/// At most `perDay` messages of one event to one mailbox per restaurant day, counted in the order book
/// (`daily_mail_counts`) so that it holds across runs. It keeps the restaurant's mail server from being
/// used to flood an address: anyone can drop an order file naming any address, and each rejected file
/// would otherwise send it a message. The mailbox is the address lower-cased and without a "+tag"
/// (`ada+1@example.com` and `ada+2@example.com` reach the same inbox).
struct DailyMailLimit: Sendable, Hashable {
    package var mailbox: String
    var perDay: Int

    package init(address: String, perDay: Int) {
        // `Ada+Shop@Example.com` → `ada@example.com`, as "once per customer" coupons count.
        mailbox = Mailbox.of(address)
        self.perDay = perDay
    }
}
