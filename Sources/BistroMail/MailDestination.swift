/// Where a transport puts the messages it takes, as the order book records it (`notifications.delivered_to`)
/// and `bistro process` and `bistro notify list` say it.
package enum MailDestination: String, Sendable, Hashable {
    /// The spool's Maildir (`SPOOL/outbox/new/`): no mail transport is set, so nothing has left the machine.
    case outbox
    /// A mail transport (`notify.sendmail`) took the message: it has gone out.
    case transport
}
