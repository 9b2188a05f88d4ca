import BistroContent
import BistroCore
import BistroOrderBook
import BistroOrders
import BistroSite
import Logging

/// What the order endpoints decide with, made once when `bistro serve` starts: the order core over the book
/// (its one connection for the life of the server), the content loaded once (the same rules for every order
/// until the server restarts), the spool whose lock the delivery of messages takes (as `bistro process`
/// does), how messages go out, the clock, and the publisher of the site.
package struct OrderServiceSetup: Sendable {
    package var intake: OrderIntake
    package var content: RestaurantContent
    package var spool: SpoolDirectory
    /// The delivery of due messages after each batch's answers, as `bistro process` does, with the
    /// composer in use (for the messages it words while delivering).
    package var makeDelivery: @Sendable (MessageComposer?) -> NotificationDelivery?
    /// `--now` or `$BISTRO_NOW` when given, else the system clock; asked once per batch.
    package var now: @Sendable () -> Timestamp
    package var publisher: SitePublisher
    /// Reads the content and the messages' templates again (SIGHUP); nil when they have errors, which it has
    /// reported. nil: no reloading.
    package var reloadContent: (@Sendable () -> (RestaurantContent, MessageComposer?)?)?
    package var logger: Logger
    /// What the operator must hear of (recording or publishing failed, messages left queued), in plain
    /// words; `bistro serve` writes it to standard error.
    package var onProblem: @Sendable (String) -> Void
    /// How long after an order the menu's stock and badges are published: the orders of that moment share
    /// one catalogue publish, and none waits for it before its answer.
    package var catalogueDelay: Duration
    /// How long after an order its messages go out: the orders of that moment share one delivery (one claim,
    /// one `syncfs`, one mark as sent), and none waits for it before its answer.
    package var messageDelay: Duration
    /// How often messages are delivered with no order coming in: those that fall due later (a booking's
    /// reminder) or were queued while the server was down. Also once at start.
    package var deliveryInterval: Duration

    package init(
        intake: OrderIntake, content: RestaurantContent, spool: SpoolDirectory,
        makeDelivery: @escaping @Sendable (MessageComposer?) -> NotificationDelivery?,
        now: @escaping @Sendable () -> Timestamp,
        publisher: SitePublisher, reloadContent: (@Sendable () -> (RestaurantContent, MessageComposer?)?)? = nil,
        logger: Logger,
        onProblem: @escaping @Sendable (String) -> Void, catalogueDelay: Duration = .milliseconds(250),
        messageDelay: Duration = .milliseconds(100), deliveryInterval: Duration = .seconds(60)
    ) {
        self.intake = intake
        self.content = content
        self.spool = spool
        self.makeDelivery = makeDelivery
        self.now = now
        self.publisher = publisher
        self.reloadContent = reloadContent
        self.logger = logger
        self.onProblem = onProblem
        self.catalogueDelay = catalogueDelay
        self.messageDelay = messageDelay
        self.deliveryInterval = deliveryInterval
    }

    var store: OrderStore { intake.store }
}
