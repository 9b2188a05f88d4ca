import BistroCore
import BistroMail
import BistroOrderBook
import Foundation

/// Mail-in orders (`bistro process --inbox MAILDIR`): the Maildir the mail system delivers the order
/// mailbox to. Each message in `new/` that carries an order (see `OrderInMessage`) whose customer email is
/// the message's From address goes into the spool's `incoming/` with the same safe writer as `bistro submit`
/// (temporary file, fsync, rename), and the message then moves to `cur/NAME:2,S`. Any other message moves
/// to `cur/NAME:2,F` (flagged, for a person to look at) and is reported, once since it is never read again
/// (see `InboxProblem`); one that cannot move stays in `new/` and is reported once too.
///
/// A run reads at most `maximumMessagesPerRun` messages, the oldest first: a flood of junk can delay a
/// real order by a run or a few, never for ever, and a backlog larger than that is warned about on every
/// run.
///
/// Exactly once: the spool name comes from the message's name (`InboxSpoolName`), and a message whose
/// file is already in `incoming/`, `accepted/` or `rejected/` is not delivered again, only moved. A crash
/// between the delivery and the move therefore never makes a second file, and a file delivered twice
/// anyway (by a run without `--inbox` in between) is the same order (orderId, or the same bytes) and is
/// recorded as a duplicate.
///
/// Run by `OrderProcessor` under the spool lock, before it lists `incoming/`, so the orders it delivers
/// are processed in the same run and two runs never read the inbox at once.
package struct MailInbox: Sendable {
    package let path: String
    /// A larger message is not read (reported once).
    var maximumMessageSize = 1 << 20
    /// At most this many messages are read in one run, the oldest first; the others wait for the next.
    package var maximumMessagesPerRun = 10_000
    /// At most this many messages moved to `cur/` flagged are named one by one in a run's warnings; the
    /// others are counted in one more line (a flood must not make a warning of 10,000 lines).
    static let maximumNamedPerRun = 20

    /// Test-only fault injection: when set, the process exits (status 75) right after the first order was
    /// delivered to the spool and before its message moved to `cur/`, as a crash there would.
    static let crashAfterDeliveryVariable = "BISTRO_TEST_CRASH_AFTER_INBOX_DELIVERY"

    package init(path: String) { self.path = path }

    /// What a run did with the inbox.
    package struct Report: Sendable {
        /// Orders written into `incoming/`.
        package var delivered = 0
        /// Messages moved to `cur/`.
        package var seen = 0
        /// Messages that are no order, moved to `cur/` flagged.
        var flagged = 0
        /// One line for each message flagged now or left in `new/` and not reported before, and one when
        /// `new/` holds more than a run reads.
        package var warnings: [String] = []
    }

    /// Delivers the inbox's orders into `spool` and remembers, in the order book's `stuck_spool_files`
    /// (as "inbox:new/NAME" and the message's SHA-256), each message it leaves, so that one is reported
    /// once. Throws when the Maildir or the spool cannot be used, or the order book cannot be written.
    func collect(into spool: SpoolDirectory, store: OrderStore, now: LocalTime) throws -> Report {
        let folders = try MaildirFolders(path: path)
        let crashAfterDelivery = ProcessInfo.processInfo.environment[Self.crashAfterDeliveryVariable] != nil
        var report = Report()
        var left: [LeftMessage] = []
        let waiting = try folders.newMessages()
        for name in waiting.prefix(maximumMessagesPerRun) {
            switch try take(name, from: folders, into: spool, crashAfterDelivery: crashAfterDelivery) {
            case .vanished: break
            case .delivered(let wroteFile):
                report.seen += 1
                if wroteFile { report.delivered += 1 }
            case .flagged(let message):
                report.flagged += 1
                if report.flagged <= Self.maximumNamedPerRun {
                    let warning = Self.warning(
                        message, folders: folders, outcome: "moved to cur/ flagged (F)", once: false)
                    report.warnings.append(warning)
                }
            case .left(let message): left.append(message)
            }
        }
        if report.flagged > Self.maximumNamedPerRun {
            report.warnings.append(
                """
                mail: \(report.flagged - Self.maximumNamedPerRun) more messages in \(folders.path)/new were no order \
                and moved to cur/ flagged (F)
                """)
        }
        report.warnings += try reportOnce(left, folders: folders, store: store, now: now)
        if waiting.count > maximumMessagesPerRun {
            let later = waiting.count - maximumMessagesPerRun
            report.warnings.append(
                """
                mail inbox \(folders.path)/new holds \(waiting.count) messages, more than the \
                \(maximumMessagesPerRun) a run reads: the oldest were read, \(later) wait for the next run
                """)
        }
        return report
    }

    /// The warning about a message that is no order, naming it by its file name only.
    static func warning(_ message: LeftMessage, folders: MaildirFolders, outcome: String, once: Bool) -> String {
        "mail \(folders.path)/new/\(message.name.display) \(outcome) (\(message.problem.code)): "
            + message.problem.words + (once ? " (reported once)" : "")
    }

    /// A message left in `new/`: its content key (SHA-256, or what stands for content not read) and why.
    struct LeftMessage {
        var name: SpoolName
        var key: String
        var problem: InboxProblem
    }

    enum Outcome {
        /// Moved to `cur/`; whether its order file was written now (else it was in the spool already).
        case delivered(wroteFile: Bool)
        /// No order: moved to `cur/` flagged.
        case flagged(LeftMessage)
        /// Left in `new/`.
        case left(LeftMessage)
        case vanished
    }

    /// One message: read, find its order, check its sender, deliver the order, move the message.
    private func take(
        _ name: SpoolName, from folders: MaildirFolders, into spool: SpoolDirectory, crashAfterDelivery: Bool
    ) throws -> Outcome {
        let bytes: [UInt8]
        switch folders.read(name, atMost: maximumMessageSize) {
        case .vanished: return .vanished
        case .tooLarge(let size):
            let problem = InboxProblem.tooLarge(size: size, limit: maximumMessageSize)
            return try flag(LeftMessage(name: name, key: "size:\(size)", problem: problem), in: folders)
        case .notRegular: return try flag(LeftMessage(name: name, key: "not-a-file", problem: .notAFile), in: folders)
        case .unreadable(let error):
            return .left(LeftMessage(name: name, key: "unreadable", problem: .unreadable(error.message)))
        case .bytes(let read): bytes = read
        }
        let key = IdempotencyKey.contentHash(bytes)
        let message = ReceivedMessage(bytes)
        guard let order = OrderInMessage.find(in: message) else {
            return try flag(LeftMessage(name: name, key: key, problem: .noOrder), in: folders)
        }
        guard let sender = message.from, sender.address.lowercased() == order.customerEmail.lowercased() else {
            return try flag(LeftMessage(name: name, key: key, problem: .senderMismatch), in: folders)
        }
        let file = InboxSpoolName.name(for: name)
        let writes = !spool.holds(file)
        if writes {
            try spool.writeFile(order.bytes, to: .incoming, name: file, sync: true)
            spool.syncFolder(.incoming)
        }
        if crashAfterDelivery { exit(75) }
        switch Result(catching: { () throws(SpoolError) -> Bool in try folders.move(name, flag: .seen) }) {
        case .success(true): return .delivered(wroteFile: writes)
        case .success(false):
            return .left(
                LeftMessage(name: name, key: key, problem: .notMoved("cur/ already has a message of that name")))
        case .failure(let error) where error.isOperational: throw error
        case .failure(let error): return .left(LeftMessage(name: name, key: key, problem: .notMoved(error.message)))
        }
    }

    /// Moves a message that is no order to `cur/` flagged; when it cannot move (the name is taken there, or
    /// permissions) it is left in `new/`, with why. An operational failure (a full disk) is thrown.
    private func flag(_ message: LeftMessage, in folders: MaildirFolders) throws -> Outcome {
        let stays = { (reason: String) in
            Outcome.left(
                LeftMessage(name: message.name, key: message.key, problem: .notFlagged(message.problem, reason)))
        }
        switch Result(catching: { () throws(SpoolError) -> Bool in try folders.move(message.name, flag: .flagged) }) {
        case .success(true): return .flagged(message)
        case .success(false): return stays("cur/ already has a message of that name")
        case .failure(let error) where error.isOperational: throw error
        case .failure(let error): return stays(error.message)
        }
    }

    /// Records the messages left and returns a warning for each not recorded before (same name, same key).
    private func reportOnce(_ left: [LeftMessage], folders: MaildirFolders, store: OrderStore, now: LocalTime) throws
        -> [String]
    {
        guard !left.isEmpty else { return [] }
        let source = { (message: LeftMessage) in "inbox:new/" + message.name.display }
        let records = left.map { message in
            StuckSpoolFileRecord(
                sourceFile: source(message), contentKey: message.key,
                problem: "\(message.problem.code): \(message.problem.words)", reportedAt: now)
        }
        let new = Set(try store.write { book in try book.noteStuckFiles(records) }.map(\.sourceFile))
        return left.filter { new.contains(source($0)) }.map { message in
            Self.warning(message, folders: folders, outcome: "left in new/", once: true)
        }
    }
}
