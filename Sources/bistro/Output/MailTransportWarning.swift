import BistroContent
import BistroCore

/// The warning `bistro check` and the start of `bistro serve` give when the site takes orders (its menu
/// has dishes, so it has an order page) but restaurant.json sets no mail transport (`notify.sendmail`):
/// every message to customers would then only be queued in `SPOOL/outbox/` and never leave the machine.
enum MailTransportWarning {
    /// The words after "warning: ".
    static let message =
        "the site takes orders but no mail transport is set (notify.sendmail), so messages to customers are "
        + "only queued in SPOOL/outbox/ and never leave this machine; set notify.sendmail to msmtp or another "
        + "sendmail-compatible command (docs/pickup.md#a-mail-transport-msmtp)"

    /// The warning, at the start of `folder`'s restaurant.json, or nil when there is nothing to warn about.
    static func diagnostic(for content: RestaurantContent, in folder: String) -> Diagnostic? {
        guard content.restaurant.sendmail == nil, !content.catalog.products.isEmpty else { return nil }
        return .warning(message, at: .file(folder + "/restaurant.json"))
    }
}
