import ArgumentParser
import BistroCore
import BistroJSON
import BistroOrders

struct NotifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notify",
        abstract: "Work with the messages to customers.",
        subcommands: [ListCommand.self, ResendCommand.self, RetryCommand.self]
    )

    struct ListCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the messages still waiting to go out (or every message with --all).",
            discussion: """
                One line per message: order, event, recipient and state: "queued since TIME" (with the number \
                of failed attempts, when the next attempt is due and the last error), "failed TIME" (given up \
                after 12 failed attempts; bistro notify retry queues it again), "sent TIME" (a mail transport \
                took it) or "queued in the outbox TIME (no mail transport set)" (only written to \
                SPOOL/outbox/: without notify.sendmail nothing leaves the machine). Messages not sent are \
                listed the next due first, failed ones last; with --all every message is listed, the newest \
                first. Each bistro process run delivers the queued messages that are due; after a failed \
                attempt a message waits 1 minute, then 2, 4, 8 and so on, up to 6 hours between attempts.

                Examples:
                  bistro notify list
                  bistro notify list --all --limit 20
                  bistro notify list --json
                """
        )

        @OptionGroup var store: StoreOptions
        @OptionGroup var output: OutputOptions
        /// Not needed to list, but accepted like on every other order command, so scripts can pass the
        /// same options to all of them.
        @OptionGroup(visibility: .hidden) var contentOptions: ContentOptions

        @Flag(name: .long, help: "Delivered messages too, the newest first.") var all = false
        @Option(name: .long, help: "At most this many messages.") var limit = 100
        @Flag(name: .long, help: "Print JSON.") var json = false

        func validate() throws {
            guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
        }

        func run() throws {
            let orderStore = try store.openReadOnlyStore()
            let entries = try runStore { try orderStore.outbox(includeSent: all, limit: limit) }
            if json {
                print(JSONValue.array(entries.map(\.json)).rendered(pretty: true))
            } else if entries.isEmpty {
                output.say(all ? "No messages." : "No messages waiting.")
            } else {
                for entry in entries { print(entry.line) }
            }
        }
    }

    struct ResendCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "resend",
            abstract: "Send an order's latest message to the customer again.",
            discussion: """
                The message is the same message: same Message-ID, Date, subject and body, so mail programs can \
                tell it is a copy. In the Maildir outbox it gets a new file name (NAME.resent-N). It is \
                delivered at once when no bistro process is running, else by that run.

                Examples:
                  bistro notify resend RC-20261122-0007
                  bistro notify resend web-1042            # by the orderId the order file gave
                """
        )

        @OptionGroup var contentOptions: ContentOptions
        @OptionGroup var store: StoreOptions
        @OptionGroup var output: OutputOptions
        @OptionGroup var notifications: NotificationOptions

        @Argument(help: "Order number, orderId or receipt token.") var order: String

        func run() throws {
            let content = try contentOptions.load(output: output)
            let orderStore = try store.openExistingStore()
            let composer = try notifications.composer(for: content.restaurant, output: output)
            let now = LocalTime(store.currentTime, in: composer.timeZone)
            guard let resent = try runStore({ try orderStore.resendLastMessage(reference: order, at: now) }) else {
                throw CommandFailure("no order \"\(order)\" with a message to resend")
            }
            output.say(
                "\(resent.orderNumber): \(resent.event.rawValue.replacingOccurrences(of: "_", with: " ")) "
                    + "message <\(resent.messageID)> queued again as \(resent.fileName)"
            )
            try deliverNow(
                store: orderStore, spool: store.spoolDirectory, composer: composer, now: store.currentTime,
                output: output)
        }
    }

    struct RetryCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "retry",
            abstract: "Queue failed and waiting messages again, to go out now.",
            discussion: """
                Messages that were given up (failed after 12 attempts) or are waiting for their next attempt \
                are queued again, due now, with their attempts counted from zero: those of one order, or with \
                --all every one (rejection and scratch-card messages too). Use it once the mail system works \
                again. They keep their Message-IDs and file names, so a message that did arrive is not \
                doubled. They are delivered at once when no bistro process is running, else by that run.

                Examples:
                  bistro notify retry RC-20261122-0007
                  bistro notify retry --all
                """
        )

        @OptionGroup var contentOptions: ContentOptions
        @OptionGroup var store: StoreOptions
        @OptionGroup var output: OutputOptions
        @OptionGroup var notifications: NotificationOptions

        @Argument(help: "Order number, orderId or receipt token.") var order: String?
        @Flag(name: .long, help: "Every failed or waiting message.") var all = false

        func validate() throws {
            guard (order == nil) != !all else { throw ValidationError("give an order or --all (not both)") }
        }

        func run() throws {
            let content = try contentOptions.load(output: output)
            let orderStore = try store.openExistingStore()
            let composer = try notifications.composer(for: content.restaurant, output: output)
            let now = LocalTime(store.currentTime, in: composer.timeZone)
            guard let count = try runStore({ try orderStore.retryUndelivered(reference: all ? nil : order, at: now) })
            else {
                throw CommandFailure.noOrder(order ?? "", restaurant: content.restaurant, at: store.currentTime)
            }
            output.say(
                count == 0 ? "No failed or waiting messages." : "\(count) message\(count == 1 ? "" : "s") queued again")
            guard count > 0 else { return }
            try deliverNow(
                store: orderStore, spool: store.spoolDirectory, composer: composer, now: store.currentTime,
                output: output)
        }
    }
}
