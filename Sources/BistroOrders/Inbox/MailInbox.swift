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
        var left: [LeftMessage] = []
        for name in try folders.newMessages().prefix(maximumMessagesPerRun) {
            switch try take(name, from: folders, into: spool, crashAfterDelivery: crashAfterDelivery) {
            case .vanished: break
            case .delivered(let wroteFile):
                report.seen += 1
                if wroteFile { report.delivered += 1 }
            case .left(let message): left.append(message)
            }
        }
        report.warnings = try reportOnce(left, folders: folders, store: store, now: now)
        return report
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
        case left(LeftMessage)
        case vanished
    }

    /// One message: read, find its order, check its sender, deliver the order, move the message.
    private func take(_ name: SpoolName, from folders: MaildirFolders, into spool: SpoolDirectory, crashAfterDelivery: Bool) throws -> Outcome {
        let bytes: [UInt8]
        switch folders.read(name, atMost: maximumMessageSize) {
        case .vanished: return .vanished
        case .tooLarge(let size): return .left(LeftMessage(name: name, key: "size:\(size)", problem: .tooLarge(size: size, limit: maximumMessageSize)))
        case .notRegular: return .left(LeftMessage(name: name, key: "not-a-file", problem: .notAFile))
        case .unreadable(let error): return .left(LeftMessage(name: name, key: "unreadable", problem: .unreadable(error.message)))
        case .bytes(let read): bytes = read
        }
        let key = IdempotencyKey.contentHash(bytes)
        let message = ReceivedMessage(bytes)
        guard let order = OrderInMessage.find(in: message) else { return .left(LeftMessage(name: name, key: key, problem: .noOrder)) }
        guard let sender = message.from, sender.address.lowercased() == order.customerEmail.lowercased() else {
            return .left(LeftMessage(name: name, key: key, problem: .senderMismatch))
        }
        let file = InboxSpoolName.name(for: name)
        let writes = !spool.holds(file)
        if writes {
            try spool.writeFile(order.bytes, to: .incoming, name: file, sync: true)
            spool.syncFolder(.incoming)
        }
        if crashAfterDelivery { exit(75) }
        switch Result(catching: { () throws(SpoolError) -> Bool in try folders.markSeen(name) }) {
        case .success(true): return .delivered(wroteFile: writes)
        case .success(false): return .left(LeftMessage(name: name, key: key, problem: .notMoved("cur/ already has a message of that name")))
        case .failure(let error) where error.isOperational: throw error
        case .failure(let error): return .left(LeftMessage(name: name, key: key, problem: .notMoved(error.message)))
        }
    }

    /// Records the messages left and returns a warning for each not recorded before (same name, same key).
    private func reportOnce(_ left: [LeftMessage], folders: MaildirFolders, store: OrderStore, now: LocalTime) throws -> [String] {
        guard !left.isEmpty else { return [] }
        let source = { (message: LeftMessage) in "inbox:new/" + message.name.display }
        let records = left.map { message in
            StuckSpoolFileRecord(sourceFile: source(message), contentKey: message.key,
                                 problem: "\(message.problem.code): \(message.problem.words)", reportedAt: now)
        }
        let new = Set(try store.write { book in try book.noteStuckFiles(records) }.map(\.sourceFile))
        return left.filter { new.contains(source($0)) }.map { message in
            "mail \(folders.path)/new/\(message.name.display) left in new/ (\(message.problem.code)): \(message.problem.words) (reported once)"
        }
    }
}
