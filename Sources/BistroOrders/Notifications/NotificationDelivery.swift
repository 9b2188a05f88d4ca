import BistroCore
import BistroMail
import BistroOrderBook
import Foundation

/// Delivers queued notifications whose time has come, oldest first, through a `MailTransport` (the
/// Maildir outbox or sendmail). A message is marked sent only after the transport accepted it. A failure
/// keeps it queued with `attempts` and `last_error` and a next attempt that backs off (`DeliveryRetry`);
/// after the last attempt it is marked failed. Run it under the spool lock: a claim of the same spool is
/// then known to be a finished run's (`DeliveryClaimant`).
package struct NotificationDelivery {
    /// What one delivery pass did.
    package struct Report: Sendable, Hashable {
        /// Messages the transport took (`destination` says whether they left the machine).
        package var sent = 0
        /// Where the messages counted in `sent` went: the Maildir outbox, or a mail transport.
        package var destination: MailDestination = .transport
        /// Failed attempts, given-up messages included.
        package var failed = 0
        /// Messages given up in this pass (they are marked failed).
        var gaveUp = 0
        /// One line per failed message and one when the pass stopped early, for standard error:
        /// "message left queued, next attempt 2026-11-22 17:01: RC-20261122-0007.ready@…: … exited with status 75".
        package var warnings: [String] = []

        package init() {}
    }

    /// Test-only fault injection: when this environment variable is set, the process exits (status 75)
    /// right after the first group of messages was handed to the transport and before it is marked sent,
    /// as a crash at the worst moment would. Never set it in production.
    static let crashAfterDeliveryVariable = "BISTRO_TEST_CRASH_AFTER_DELIVERY"
    /// Test-only: when this environment variable names a file, the run creates "FILE.claimed" after it
    /// has claimed its first group and waits (at most a minute) until FILE is gone before delivering it,
    /// so a test can run a second delivery exactly then. Never set it in production.
    static let holdAfterClaimVariable = "BISTRO_TEST_HOLD_AFTER_CLAIM"

    /// Messages read, claimed, delivered and marked per group: one query and one transaction to claim,
    /// one transport call (one flush of the Maildir) and one transaction to mark each group, and never
    /// more than a group in memory.
    static let groupSize = 500
    /// A pass starts no message after this long; the rest waits for the next run. It keeps a run's hold
    /// on the spool lock short even when sendmail is slow (every message then costs up to its time limit).
    static let timeBudget: Duration = .seconds(5 * 60)

    package let store: OrderStore
    package let transport: any MailTransport
    package let sender: MailAddress
    package let timeZone: TimeZone
    package let spool: SpoolDirectory

    package init(
        store: OrderStore, transport: any MailTransport, sender: MailAddress, timeZone: TimeZone, spool: SpoolDirectory
    ) {
        self.store = store
        self.transport = transport
        self.sender = sender
        self.timeZone = timeZone
        self.spool = spool
    }

    /// Delivers every message due at or before `now` (or only message `id` when given) whose next attempt
    /// has come and that no other run holds, in groups of `groupSize`, oldest first. A group is claimed in
    /// one transaction before it goes to the transport and marked in one transaction after the transport
    /// has made it durable; a crash in between re-delivers the group on the next run, which is harmless:
    /// same file names, same Message-IDs. The pass stops early when a message timed out (the transport
    /// hangs) or when `timeBudget` is spent; what was not tried stays queued, without an attempt counted.
    package func deliverDue(now: Timestamp, only id: Int64? = nil) throws(OrderStoreError) -> Report {
        var report = Report()
        report.destination = transport.destination
        let environment = ProcessInfo.processInfo.environment
        let crashAfterDelivery = environment[Self.crashAfterDeliveryVariable] != nil
        var hold = environment[Self.holdAfterClaimVariable]
        let claimant = DeliveryClaimant(spool: spool)
        let time = LocalTime(now, in: timeZone)
        let deadline = ContinuousClock.now + Self.timeBudget
        var after: Int64 = 0
        /// Reads the next group of rows and claims those due; nil when no row is left.
        func claimNextGroup() throws(OrderStoreError) -> [NotificationRecord]? {
            while true {
                let (seen, claimed) = try store.write { book in
                    let rows = try book.undeliveredMessages(after: after, only: id, limit: Self.groupSize)
                    let due = rows.filter { row in
                        (row.message.nextAttemptAt ?? row.message.dueAt).timestamp <= now
                            && claimant.mayTake(row, now: now)
                    }.map(\.message)
                    try book.claim(due.compactMap(\.id), by: claimant.text, at: time)
                    return (rows.last?.message.id, due)
                }
                guard let seen else { return nil }
                after = seen
                if !claimed.isEmpty { return claimed }
            }
        }
        var next = try claimNextGroup()
        while let claimed = next {
            guard ContinuousClock.now < deadline else {
                try release(claimed, at: time)
                report.warnings.append(
                    "message delivery stopped after \(Self.timeBudget.components.seconds / 60) minutes; the "
                        + "rest stays queued for the next run"
                )
                break
            }
            if let file = hold {
                Self.hold(file)
                hold = nil
            }
            // The group is rendered on the other core while this thread reads and claims the next one.
            let rendering = startRendering(claimed)
            next = try claimNextGroup()
            let (outcomes, timedOut) = deliver(
                claimed, rendering: rendering, now: now, deadline: deadline,
                crashAfterDelivery: crashAfterDelivery, report: &report)
            try store.write { book in
                try book.recordDelivery(
                    zip(claimed, outcomes).map { ($0.id ?? 0, $1) }, to: transport.destination.rawValue, at: time)
            }
            let untried = outcomes.filter { $0 == .release }.count
            if timedOut || untried > 0 {
                if let next { try release(next, at: time) }
                let reason =
                    timedOut
                    ? "a message timed out"
                    : "this run's \(Self.timeBudget.components.seconds / 60) minutes for delivery were up"
                report.warnings.append(
                    "message delivery stopped for this run (\(reason)); the messages not tried stay queued "
                        + "for the next run"
                )
                break
            }
        }
        return report
    }

    /// Drops this run's claims on a group it will not try.
    private func release(_ claimed: [NotificationRecord], at time: LocalTime) throws(OrderStoreError) {
        try store.write { book in
            try book.recordDelivery(
                claimed.map { ($0.id ?? 0, .release) }, to: transport.destination.rawValue, at: time)
        }
    }

    /// A claimed group's messages being rendered in the background (a message to an address the mail
    /// rules now refuse, queued before they were stricter, is not rendered: it is given up unsent).
    private struct Rendering {
        var refused: [Int: String] = [:]
        var toSend: [Int] = []
        let mails = WorkAhead<OutgoingMail>()
    }

    private func startRendering(_ claimed: [NotificationRecord]) -> Rendering {
        var rendering = Rendering()
        let dates = MailDate(timeZone: timeZone)
        let sender = self.sender
        for (index, row) in claimed.enumerated() {
            if let problem = MailAddress.problem(row.recipient) {
                rendering.refused[index] = problem
                continue
            }
            rendering.toSend.append(index)
            rendering.mails.add {
                var message = MailMessage(
                    from: sender, to: [MailAddress(row.recipient)], subject: row.subject,
                    date: row.createdAt.timestamp.date, messageID: row.messageId, body: row.body)
                message.extraHeaders = [("X-Bistro-Event", row.event)]
                // A booking's confirmation and cancellation carry its calendar entry (BookingCalendar).
                message.invitation = row.calendar.flatMap { CalendarInvitation(text: $0) }
                return OutgoingMail(text: message.rendered(dates: dates), fileName: row.fileName)
            }
        }
        return rendering
    }

    /// Hands a claimed group, once rendered, to the transport; one outcome per message, in order.
    private func deliver(
        _ claimed: [NotificationRecord], rendering: Rendering, now: Timestamp, deadline: ContinuousClock.Instant,
        crashAfterDelivery: Bool, report: inout Report
    ) -> (outcomes: [OrderBookTransaction.DeliveryOutcome], timedOut: Bool) {
        var outcomes = [OrderBookTransaction.DeliveryOutcome](repeating: .release, count: claimed.count)
        for (index, problem) in rendering.refused {
            outcomes[index] = .giveUp(error: "not sent: the recipient address is refused: \(problem)")
        }
        let toSend = rendering.toSend
        let mails = rendering.mails.finish()
        let results = transport.deliver(group: mails, until: deadline)
        if crashAfterDelivery, results.contains(where: { $0 == nil }) { _exit(75) }
        let timedOut = results.contains { $0?.kind == .timedOut }
        for (index, result) in zip(toSend, results) {
            guard let result else {
                outcomes[index] = .sent
                continue
            }
            if result.kind != .notTried {
                outcomes[index] = DeliveryRetry.outcome(
                    afterAttempt: claimed[index].attempts + 1, error: result.message, now: now, timeZone: timeZone)
            } else {
                outcomes[index] = .release
            }
        }
        for (row, outcome) in zip(claimed, outcomes) {
            switch outcome {
            case .sent:
                report.sent += 1
            case .retry(let error, let next):
                report.failed += 1
                report.warnings.append(
                    "message left queued, next attempt \(next.shortText): \(row.messageId): \(error)")
            case .giveUp(let error):
                report.failed += 1
                report.gaveUp += 1
                report.warnings.append(
                    "message failed for good after \(row.attempts + 1) attempt"
                        + "\(row.attempts == 0 ? "" : "s") (bistro notify retry queues it again): "
                        + "\(row.messageId): \(error)"
                )
            case .release:
                break
            }
        }
        return (outcomes, timedOut)
    }

    /// The test hook of `holdAfterClaimVariable`.
    private static func hold(_ file: String) {
        _ = FileManager.default.createFile(atPath: file + ".claimed", contents: nil)
        let deadline = ContinuousClock.now + .seconds(60)
        while FileManager.default.fileExists(atPath: file), ContinuousClock.now < deadline { usleep(10_000) }
    }
}
