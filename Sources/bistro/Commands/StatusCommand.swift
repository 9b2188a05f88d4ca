import ArgumentParser
import BistroContent
import BistroCore
import BistroOrderBook
import BistroOrders

struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show an order's status, or change it (staff): ready, picked-up (served) or cancelled.",
        discussion: """
            The flow is received → preparing → ready → picked up; an order can be cancelled while it is \
            received or preparing, and marked ready early. Every change is recorded with its time \
            (--now, or the clock); "ready" and "cancelled" queue a message to the customer, delivered at once \
            when no bistro process is running, else by that run. A change the flow does not allow is refused \
            with the reason and exit status 1. Without a new status, prints the order's history (the order \
            database is then opened read-only).

            Examples:
              bistro status RC-20261122-0007
              bistro status RC-20261122-0007 ready
              bistro status RC-20261122-0007 picked-up
              bistro status RC-20261122-0008 served      (a dine-in order, at its table)
              bistro status web-4711 cancelled --reason "the kitchen is closed tonight"
            """
    )

    enum Target: String, ExpressibleByArgument, CaseIterable {
        case ready
        case pickedUp = "picked-up"
        /// A dine-in order brought to its table: recorded as picked up.
        case served
        case cancelled

        var status: OrderStatus {
            switch self {
            case .ready: .ready
            case .pickedUp, .served: .pickedUp
            case .cancelled: .cancelled
            }
        }
    }

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var notifications: NotificationOptions

    @Argument(help: "Order number, orderId or receipt token.") var order: String
    @Argument(help: "ready, picked-up, served (a dine-in order) or cancelled.") var newStatus: Target?

    @Option(name: .long, help: ArgumentHelp("Why the order is cancelled (told to the customer).", valueName: "text"))
    var reason: String?

    func run() throws {
        let content = try contentOptions.load(output: output)
        guard let newStatus else {
            let reader = try store.openReadOnlyStore()
            guard let found = try runStore({ try reader.statusHistory(reference: order) }) else {
                throw notFound(content)
            }
            print("\(found.orderNumber): \(found.status.words)")
            for change in found.history {
                print(
                    "  \(ReceiptRenderer.displayTime(change.at))  \(change.status.words)"
                        + "\(change.reason.map { " (\($0))" } ?? "")"
                        + (change.returned.map { ": \($0)" } ?? ""))
            }
            return
        }
        let orderStore = try store.openExistingStore()
        let composer = try notifications.composer(for: content.restaurant, output: output)
        let now = LocalTime(store.currentTime, in: composer.timeZone)
        let change = try runStore {
            try OrderIntake(store: orderStore, composer: composer).changeStatus(
                reference: order, to: newStatus.status, reason: reason, at: now)
        }
        switch change {
        case .notFound:
            throw notFound(content)
        case .refused(let number, _, let why):
            throw CommandFailure("cannot mark \(number) \(newStatus.status.words): \(why)")
        case .changed(let number, let from, let to):
            output.say("\(number): \(from.words) → \(to.words) at \(now.shortText)")
            try deliverNow(
                store: orderStore, spool: store.spoolDirectory, composer: composer, now: store.currentTime,
                output: output)
        }
    }

    private func notFound(_ content: RestaurantContent) -> CommandFailure {
        .noOrder(order, restaurant: content.restaurant, at: store.currentTime)
    }
}

/// Delivers due messages now when no `bistro process` holds the spool; otherwise leaves them to that run.
/// A failed delivery is a warning: the message stays queued and the next run retries it.
func deliverNow(
    store: OrderStore, spool: SpoolDirectory, composer: MessageComposer, now: Timestamp, output: OutputOptions
) throws {
    let options = NotificationOptions()
    try runStore {
        try spool.prepare()
        guard let lock = try SpoolLock.acquire(spool: spool, now: now) else {
            if let warning = SpoolLock.longHeldWarning(spool: spool, now: now) {
                StandardError.write("bistro: warning: \(warning)")
            }
            output.say("a bistro process is running; it will deliver the message")
            return
        }
        defer { withExtendedLifetime(lock) {} }
        let report = try options.delivery(store: store, spool: spool, composer: composer).deliverDue(now: now)
        for warning in report.warnings { StandardError.write("bistro: warning: \(warning)") }
        guard report.sent > 0 else { return }
        switch report.destination {
        case .transport: output.detail("messages sent: \(report.sent)")
        case .outbox: output.detail("messages queued in the outbox: \(report.sent) (no mail transport set)")
        }
    }
}
