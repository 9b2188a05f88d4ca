import ArgumentParser
import BistroCore
import BistroOrders

struct NotifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notify",
        abstract: "Work with the messages to customers.",
        subcommands: [ResendCommand.self]
    )

    struct ResendCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "resend",
            abstract: "Send an order's latest message to the customer again.",
            discussion: """
                The message is the same message: same Message-ID, Date, subject and body, so mail programs can \
                tell it is a copy. In the Maildir outbox it gets a new file name (NAME.resent-N). It is \
                delivered at once when no bistro process is running, else by that run.

                Example:
                  bistro notify resend RC-20261122-0007
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
                StandardError.write("bistro: error: no order \"\(order)\" with a message to resend")
                throw ExitCode(1)
            }
            output.say("\(resent.orderNumber): \(resent.event.rawValue.replacingOccurrences(of: "_", with: " ")) message <\(resent.messageID)> queued again as \(resent.fileName)")
            try deliverNow(store: orderStore, spool: store.spoolDirectory, composer: composer, now: store.currentTime, output: output)
        }
    }
}
