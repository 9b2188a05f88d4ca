import BistroCore
import BistroOrderBook
import Foundation
import Logging

/// `bistro process`: the spool adapter of the order core. List the spool → read and parse → decide and commit
/// a batch (`OrderIntake`) → move its files (the pipeline of `SpoolSweep`) → mark due orders ready → deliver
/// due messages.
///
/// Exactly once: a batch of up to `batchSize` files is recorded in one SQLite transaction (orders, lines,
/// stock, coupon redemptions, status, rejections, idempotency keys), and its files leave `incoming/` only
/// after that transaction has committed. A crash before the commit leaves no trace; a crash after it leaves
/// files whose keys are recorded, which the next run recognises and simply moves. Memory stays flat: the
/// directory is streamed and only one batch is held at a time. A file that cannot be read or moved is
/// skipped and reported once (see `StuckFile`); it never stops the others.
package struct OrderProcessor: Sendable {
    package enum Outcome: Sendable {
        case completed(ProcessingSummary)
        /// Another process holds the spool lock; nothing was done.
        case busy
    }

    package let spool: SpoolDirectory
    package let store: OrderStore
    package let validator: OrderValidator
    var batchSize = 500
    /// A batch is committed early once it holds this many bytes of order files.
    var batchBytes = 32 << 20
    /// Words the messages of accepted and rejected orders and check-ins; nil queues none.
    package var composer: MessageComposer?
    /// Delivers due messages at the end of each run; nil leaves them queued.
    package var delivery: NotificationDelivery?
    /// The Maildir of mail-in orders, read at the start of each run, before `incoming/` is listed.
    package var inbox: MailInbox?
    /// Where a run tells what it did and how long each step took (`bistro process --verbose`): each
    /// batch at debug level, the totals at info level. Silent unless set.
    package var logger = Logger(label: "bistro.process", factory: { _ in SwiftLogNoOpLogHandler() })
    let clock = ContinuousClock()

    /// The order core the files are fed to, batch after batch.
    var intake: OrderIntake { OrderIntake(store: store, composer: composer) }

    /// Test-only fault injection: when this environment variable is set, the process exits (status 75)
    /// right after the first batch committed and before any of its files moved, as a crash at that moment
    /// would. Never set it in production.
    static let crashAfterCommitVariable = "BISTRO_TEST_CRASH_AFTER_COMMIT"
    let crashAfterCommit = ProcessInfo.processInfo.environment[OrderProcessor.crashAfterCommitVariable] != nil
    /// Test-only: when set to a number of seconds, the run waits that long right after the first batch
    /// committed (its files move meanwhile), or until SIGTERM, so a test can stop it at that moment.
    static let pauseAfterCommitVariable = "BISTRO_TEST_PAUSE_AFTER_COMMIT"
    let pauseAfterCommit = ProcessInfo.processInfo.environment[OrderProcessor.pauseAfterCommitVariable]
        .flatMap { Int($0) }.map { Duration.seconds($0) }

    package init(spool: SpoolDirectory, store: OrderStore, context: OrderContext) {
        self.spool = spool
        self.store = store
        self.validator = OrderValidator(context: context)
    }

    /// Takes the spool lock and processes every eligible file in `incoming/` (`SpoolSweep`). Throws only
    /// operational failures (spool or database unusable); the files of an uncommitted batch then stay in
    /// `incoming/`.
    package func run() async throws -> Outcome {
        try spool.prepare()
        guard let lock = try SpoolLock.acquire(spool: spool, now: validator.context.now.timestamp) else { return .busy }
        defer { withExtendedLifetime(lock) {} }
        spool.removeLeftoverTemporaryFiles()
        var summary = ProcessingSummary()
        if let inbox {
            let mail = try inbox.collect(into: spool, store: store, now: validator.context.now)
            summary.warnings += mail.warnings
            logger.info("mail-in: \(mail.delivered) orders delivered to incoming/, \(mail.seen) messages moved to cur/")
        }
        let started = clock.now
        var wording: Duration = .zero
        var leftAlone: Set<SpoolName> = []
        let sweep = SpoolSweep(
            spool: spool, intake: intake, context: validator.context, batchSize: batchSize, batchBytes: batchBytes,
            logger: logger, crashAfterCommit: crashAfterCommit, pauseAfterCommit: pauseAfterCommit)
        // A second sweep catches names the listing may have missed while files were renamed out of it.
        for _ in 0..<2 {
            let swept = try await sweep.run(leftAlone: leftAlone, summary: summary)
            summary = swept.summary
            wording += swept.wording
            if !swept.stuck.isEmpty { try report(swept.stuck, summary: &summary, leftAlone: &leftAlone) }
            summary.stopped = SpoolSweep.stopping
            guard swept.handledAny, !summary.stopped else { break }
        }
        let files = summary.files
        logger.info(
            """
            files recorded: \(files) (\(summary.accepted) accepted, \(summary.rejected) rejected, \
            \(summary.duplicates) duplicates, \(summary.checkedIn) check-ins) in \
            \(Self.milliseconds(clock.now - started)), of which wording messages \(Self.milliseconds(wording))
            """)
        // Then the clock's work: orders whose preparation time is up become ready, and every message that
        // is due goes out (still under the spool lock, so two runs never deliver the same message).
        let context = validator.context
        summary.readyOrders = try intake.markDueOrdersReady(now: context.now.timestamp, timeZone: context.timeZone)
        if let delivery {
            let deliveryStarted = clock.now
            let report = try delivery.deliverDue(now: context.now.timestamp)
            summary.messagesDelivered = report.sent
            summary.messagesDestination = report.destination
            summary.messagesFailed = report.failed
            summary.warnings += report.warnings
            let took = Self.milliseconds(clock.now - deliveryStarted)
            logger.info("messages delivered: \(report.sent) (\(report.failed) failed) in \(took)")
        }
        return .completed(summary)
    }

    /// Leaves the stuck files alone for the rest of the run and warns about those not reported before
    /// (the order book remembers each by name and content, so a file stuck for days is told about once).
    private func report(_ stuck: [StuckFile], summary: inout ProcessingSummary, leftAlone: inout Set<SpoolName>) throws
    {
        let now = validator.context.now
        let records = stuck.map {
            StuckSpoolFileRecord(
                sourceFile: $0.name.display, contentKey: $0.contentKey, problem: $0.problem, reportedAt: now)
        }
        let new = try store.write { book in try book.noteStuckFiles(records) }
        leftAlone.formUnion(stuck.map(\.name))
        summary.warnings += new.map { "left in incoming/ (reported once; tried again on every run): \($0.problem)" }
    }

    /// "12 ms".
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
    }
}
