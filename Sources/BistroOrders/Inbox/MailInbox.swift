import BistroCore
import BistroMail
import BistroOrderBook
import Foundation

/// Mail-in orders (`bistro process --inbox MAILDIR`): the Maildir the mail system delivers the order
/// mailbox to. Each message in `new/` that carries an order (see `OrderInMessage`) whose customer email is
/// the message's From address goes into the spool's `incoming/` with the same safe writer as `bistro submit`
/// (temporary file, fsync, rename), and the message then moves to `cur/NAME:2,S`. Any other message stays
/// in `new/` and is reported once (see `InboxProblem`).
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
    package var maximumMessageSize = 1 << 20
    /// At most this many messages are read in one run; the others wait for the next.
    package var maximumMessagesPerRun = 10_000

    /// Test-only fault injection: when set, the process exits (status 75) right after the first order was
    /// delivered to the spool and before its message moved to `cur/`, as a crash there would.
    package static let crashAfterDeliveryVariable = "BISTRO_TEST_CRASH_AFTER_INBOX_DELIVERY"

    package init(path: String) { self.path = path }

    /// What a run did with the inbox.
    package struct Report: Sendable {
        /// Orders written into `incoming/`.
        package var delivered = 0
        /// Messages moved to `cur/`.
        package var seen = 0
        /// One line for each message left in `new/` that was not reported before.
        package var warnings: [String] = []
    }

    /// Delivers the inbox's orders into `spool` and remembers, in the order book's `stuck_spool_files`
    /// (as "inbox:new/NAME" and the message's SHA-256), each message it leaves, so that one is reported
    /// once. Throws when the Maildir or the spool cannot be used, or the order book cannot be written.
    package func collect(into spool: SpoolDirectory, store: OrderStore, now: LocalTime) throws -> Report {
        let folders = try MaildirFolders(path: path)
        let crashAfterDelivery = ProcessInfo.processInfo.environment[Self.crashAfterDeliveryVariable] != nil
        var report = Report()
        var left: [(name: SpoolName, key: String, problem: InboxProblem)] = []
        for name in try folders.newMessages().prefix(maximumMessagesPerRun) {
            let bytes: [UInt8]
            switch folders.read(name, atMost: maximumMessageSize) {
            case .vanished: continue
            case .tooLarge(let size):
                left.append((name, "size:\(size)", .tooLarge(size: size, limit: maximumMessageSize)))
                continue
            case .notRegular:
                left.append((name, "not-a-file", .notAFile))
                continue
            case .unreadable(let error):
                left.append((name, "unreadable", .unreadable(error.message)))
                continue
            case .bytes(let read): bytes = read
            }
            let key = IdempotencyKey.contentHash(bytes)
            let message = ReceivedMessage(bytes)
            guard let order = OrderInMessage.find(in: message) else {
                left.append((name, key, .noOrder))
                continue
            }
            guard let sender = message.from, sender.address.lowercased() == order.customerEmail.lowercased() else {
                left.append((name, key, .senderMismatch))
                continue
            }
            let file = InboxSpoolName.name(for: name)
            if !spool.holds(file) {
                try spool.writeFile(order.bytes, to: .incoming, name: file, sync: true)
                spool.syncFolder(.incoming)
                report.delivered += 1
            }
            if crashAfterDelivery { exit(75) }
            switch Result(catching: { () throws(SpoolError) -> Bool in try folders.markSeen(name) }) {
            case .success(true): report.seen += 1
            case .success(false): left.append((name, key, .notMoved("cur/ already has a message of that name")))
            case .failure(let error) where error.isOperational: throw error
            case .failure(let error): left.append((name, key, .notMoved(error.message)))
            }
        }
        guard !left.isEmpty else { return report }
        let records = left.map { entry in
            StuckSpoolFileRecord(sourceFile: "inbox:new/" + entry.name.display, contentKey: entry.key,
                                 problem: "\(entry.problem.code): \(entry.problem.words)", reportedAt: now)
        }
        let new = Set(try store.write { book in try book.noteStuckFiles(records) }.map(\.sourceFile))
        for entry in left where new.contains("inbox:new/" + entry.name.display) {
            report.warnings.append("""
                mail \(folders.path)/new/\(entry.name.display) left in new/ (\(entry.problem.code)): \(entry.problem.words) \
                (reported once)
                """)
        }
        return report
    }
}
