import BistroContent
import BistroCore
import BistroOrderBook
import BistroOrders
import Logging

/// What the order endpoints process with, made once when `bistro serve` starts: the spool and order book
/// of `bistro process`, the content and templates loaded once (the same rules for every order until the
/// server restarts), how messages go out, the clock, and how the site is republished.
package struct OrderDeskSetup: Sendable {
    package var spool: SpoolDirectory
    package var store: OrderStore
    package var content: RestaurantContent
    /// Words the messages; nil queues none (as `bistro process` without templates never is: it always has one).
    package var composer: MessageComposer?
    /// The delivery of due messages at the end of each pass, as `bistro process` does.
    package var makeDelivery: @Sendable () -> NotificationDelivery?
    /// `--now` or `$BISTRO_NOW` when given, else the system clock; asked once per pass.
    package var now: @Sendable () -> Timestamp
    package var publisher: SitePublisher
    package var logger: Logger
    /// What the operator must hear of (processing or publishing failed, files left in the spool, messages
    /// left queued), in plain words; `bistro serve` writes it to standard error.
    package var onProblem: @Sendable (String) -> Void

    package init(
        spool: SpoolDirectory, store: OrderStore, content: RestaurantContent, composer: MessageComposer?,
        makeDelivery: @escaping @Sendable () -> NotificationDelivery?, now: @escaping @Sendable () -> Timestamp,
        publisher: SitePublisher, logger: Logger, onProblem: @escaping @Sendable (String) -> Void
    ) {
        self.spool = spool
        self.store = store
        self.content = content
        self.composer = composer
        self.makeDelivery = makeDelivery
        self.now = now
        self.publisher = publisher
        self.logger = logger
        self.onProblem = onProblem
    }
}
