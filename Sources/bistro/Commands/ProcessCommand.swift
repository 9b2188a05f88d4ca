import ArgumentParser
import BistroCore
import BistroOrders

struct ProcessCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "process",
        abstract: "Turn the order files in the spool into priced orders and receipts, exactly once.",
        discussion: """
            Reads SPOOL/incoming/ (skipping dotfiles and *.tmp), validates each order against Content/ and the \
            order database, records accepted orders and rejections in one transaction per batch, then moves \
            each file to SPOOL/accepted/ or SPOOL/rejected/ (with NAME.error.json giving every reason). \
            A file already recorded (the same customer's orderId with the same order, or the same bytes) is \
            moved to accepted/ as a duplicate; that orderId with another order is rejected (order_id_conflict). \
            Check-in files ({"checkIn": {...}}) start preparation when the customer is within the pickup radius. \
            Then orders whose preparation time is up become ready, and every due message is delivered to \
            notify.sendmail ("messages sent N"), or without one only queued in SPOOL/outbox/, a Maildir, \
            where nothing leaves the machine ("messages queued in the outbox N (no mail transport set)"); a \
            failed delivery stays queued, is reported as a \
            warning (exit status 0) and is tried again 1 minute later, then 2, 4, 8 and so on up to 6 hours apart, and \
            given up after 12 attempts (bistro notify list, bistro notify retry). See \(Documentation.path("pickup.md")).
            A file that cannot be read or moved (another user's file in a sticky incoming/) is left there and \
            reported once as a warning on standard error; the others go on, and it is tried again on every run. \
            If another bistro process holds the spool, says so and exits 0 (with --json: {"busy": true, ...}); \
            when it has held the spool for more than 10 minutes, also warns on standard error with its pid. \
            Operational failures (database unwritable, disk full) leave the files in incoming/ and exit 1. \
            With --quiet nothing is printed on standard output; what needs attention (errors, warnings about \
            files left in incoming/ or messages left queued) still goes to standard error, so cron mails only \
            then. See \(Documentation.path("orders.md")).

            Examples:
              bistro process
              bistro process --quiet        # for cron: prints only what needs attention
              bistro process --json --spool /var/spool/bistro \\
                  --db /var/lib/bistro/orders.sqlite
              bistro process --now 2026-11-22T17:00:00-05:00
              bistro process --quiet --inbox ~/Maildir/orders   # also the orders mailed in
            """
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var notifications: NotificationOptions

    @Flag(name: .long, help: "Print the summary as JSON.")
    var json = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Also take the orders mailed to this Maildir (see \(Documentation.path("orders.md")), Mail-in orders).",
            valueName: "maildir"), completion: .directory)
    var inbox: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Read at most this many inbox messages per run, the oldest first.", valueName: "n"))
    var inboxLimit = 10_000

    func validate() throws {
        guard (1...1_000_000).contains(inboxLimit) else {
            throw ValidationError("--inbox-limit must be from 1 to 1000000")
        }
    }

    func run() async throws {
        let content = try contentOptions.load(output: output)
        try store.requireSpoolPlace()
        let orderStore = try store.openStore()
        let composer = try notifications.composer(for: content.restaurant, output: output)
        var processor = OrderProcessor(
            spool: store.spoolDirectory, store: orderStore,
            context: OrderContext(content: content, now: store.currentTime))
        processor.composer = composer
        processor.logger = output.logger(label: "bistro.process")
        processor.delivery = notifications.delivery(store: orderStore, spool: store.spoolDirectory, composer: composer)
        processor.inbox = inbox.map { path in
            var inbox = MailInbox(path: path)
            inbox.maximumMessagesPerRun = inboxLimit
            return inbox
        }
        let outcome: OrderProcessor.Outcome
        do {
            outcome = try await processor.runUntilStopped(logger: processor.logger)
        } catch {
            throw CommandFailure("\(error); unprocessed files stay in \(store.spoolPath)/incoming/")
        }
        switch outcome {
        case .busy:
            if let warning = SpoolLock.longHeldWarning(spool: store.spoolDirectory, now: store.currentTime) {
                StandardError.write("bistro: warning: \(warning)")
            }
            if json {
                var summary = ProcessingSummary()
                summary.busy = true
                print(summary.json.rendered(pretty: true))
            } else {
                output.say("another bistro process is running on \(store.spoolPath); nothing done")
            }
        case .completed(let summary):
            for warning in summary.warnings { StandardError.write("bistro: warning: \(warning)") }
            if json {
                print(summary.json.rendered(pretty: true))
            } else {
                output.say(summary.humanText)
            }
        }
    }
}
