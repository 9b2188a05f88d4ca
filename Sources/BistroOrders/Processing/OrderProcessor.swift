import BistroCore
import BistroOrderBook
import Foundation
import Logging

/// `bistro process`: list the spool → read and parse → validate and price → commit a batch → move its files
/// → mark due orders ready → deliver due messages.
///
/// Exactly once: a batch of up to `batchSize` files is recorded in one SQLite transaction (orders, lines,
/// stock, coupon redemptions, status, rejections, idempotency keys), and its files leave `incoming/` only
/// after that transaction has committed. A crash before the commit leaves no trace; a crash after it leaves
/// files whose keys are recorded, which the next run recognises and simply moves. Memory stays flat: the
/// directory is streamed and only one batch is held at a time.
public final class OrderProcessor {
    public enum Outcome: Sendable {
        case completed(ProcessingSummary)
        /// Another process holds the spool lock; nothing was done.
        case busy
    }

    public let spool: SpoolDirectory
    public let store: OrderStore
    public let validator: OrderValidator
    public var batchSize = 500
    /// A batch is committed early once it holds this many bytes of order files.
    public var batchBytes = 32 << 20
    /// Words the messages of accepted and rejected orders and check-ins; nil queues none.
    public var composer: MessageComposer?
    /// Delivers due messages at the end of each run; nil leaves them queued.
    public var delivery: NotificationDelivery?
    /// Where a run tells what it did and how long each step took (`bistro process --verbose`): each
    /// batch at debug level, the totals at info level. Silent unless set.
    public var logger = Logger(label: "bistro.process", factory: { _ in SwiftLogNoOpLogHandler() })
    /// Time spent wording messages inside the batch transactions of the current run.
    private var wording: Duration = .zero
    private let clock = ContinuousClock()

    private var reader: BatchReader { BatchReader(spool: spool, batchBytes: batchBytes) }
    private lazy var mover = FileMover(spool: spool)

    public init(spool: SpoolDirectory, store: OrderStore, context: OrderContext) {
        self.spool = spool
        self.store = store
        self.validator = OrderValidator(context: context)
    }

    /// Takes the spool lock and processes every eligible file in `incoming/`. Throws only operational
    /// failures (spool or database unusable); the files of an uncommitted batch then stay in `incoming/`.
    public func run() throws -> Outcome {
        try spool.prepare()
        guard let lock = try SpoolLock.acquire(spool: spool, now: validator.context.now.timestamp) else { return .busy }
        defer { withExtendedLifetime(lock) {} }
        var summary = ProcessingSummary()
        let started = clock.now
        wording = .zero
        var leftAlone: Set<String> = []
        let stream = try DirectoryStream(path: spool.path(.incoming))
        // Pipelined: while one batch is validated and committed on this thread, the next is read and parsed
        // on the others. At most two batches are in memory.
        var inFlight: BatchReader.Read?
        // A second sweep catches names the stream may have missed while files were renamed out of it.
        for _ in 0..<2 {
            var handledAny = false
            var names: [String] = []
            while true {
                let entry = stream.next()
                if let entry, entry.type != .directory, !SpoolDirectory.isIgnored(entry.name), !leftAlone.contains(entry.name) {
                    names.append(entry.name)
                }
                if names.count == batchSize || (entry == nil && !names.isEmpty) {
                    names.sort()
                    let next = reader.start(names)
                    if let current = inFlight { handledAny = try finish(current, summary: &summary, leftAlone: &leftAlone) || handledAny }
                    inFlight = next
                    names.removeAll(keepingCapacity: true)
                }
                if entry == nil { break }
            }
            if let current = inFlight { handledAny = try finish(current, summary: &summary, leftAlone: &leftAlone) || handledAny }
            inFlight = nil
            try mover.drain()
            guard handledAny else { break }
            stream.rewind()
        }
        let files = summary.accepted + summary.rejected + summary.duplicates + summary.checkedIn
        logger.info("""
            files recorded: \(files) (\(summary.accepted) accepted, \(summary.rejected) rejected, \(summary.duplicates) \
            duplicates, \(summary.checkedIn) check-ins) in \(Self.milliseconds(clock.now - started)), \
            of which wording messages \(Self.milliseconds(wording))
            """)
        // Then the clock's work: orders whose preparation time is up become ready, and every message that
        // is due goes out (still under the spool lock, so two runs never deliver the same message).
        let context = validator.context
        summary.readyOrders = try store.markDueOrdersReady(now: context.now.timestamp, timeZone: context.timeZone, composer: composer)
        if let delivery {
            let deliveryStarted = clock.now
            let report = try delivery.deliverDue(now: context.now.timestamp)
            summary.messagesSent = report.sent
            summary.messagesFailed = report.failed
            summary.warnings += report.warnings
            logger.info("messages delivered: \(report.sent) (\(report.failed) failed) in \(Self.milliseconds(clock.now - deliveryStarted))")
        }
        return .completed(summary)
    }

    /// One file's fate within a batch.
    private enum Decision {
        case accepted(orderNumber: String)
        case checkedIn(orderNumber: String, outcome: String, distanceMeters: Int?)
        case duplicate
        case rejected(errorsJSON: String, orderID: String?, codes: [String])
    }

    /// What was read from one file before the transaction.
    /// Keys are computed by the reader threads, off the committing thread; the bytes are not kept.
    struct Pending: Sendable {
        var name: String
        var size: Int
        var parsed: Result<SpoolFile, RejectionList>
        /// The idempotency key of an order (the orderId, or the hash of the bytes); nil when the file did not
        /// parse or is a check-in.
        var idempotencyKey: String?
        /// What identifies this exact content among rejections of the same file name: the bytes' hash, or
        /// "size:N" / "special" for files that were not read.
        var contentKey: String

        init(name: String, bytes: [UInt8], unreadKey: String?, parsed: Result<SpoolFile, RejectionList>) {
            self.name = name
            self.size = bytes.count
            self.parsed = parsed
            let hash = unreadKey == nil ? IdempotencyKey.contentHash(bytes) : nil
            contentKey = unreadKey ?? hash!
            if case .success(.order(let request)) = parsed, let hash {
                idempotencyKey = IdempotencyKey.key(orderID: request.orderID, contentHash: hash)
            }
        }
    }

    /// Waits for a batch's files to be read, commits them and moves them; returns whether any file moved.
    /// Files the reader left for later (the batch reached `batchBytes`) are read and committed next.
    private func finish(_ read: BatchReader.Read, summary: inout ProcessingSummary, leftAlone: inout Set<String>) throws -> Bool {
        read.wait()
        var pending: [Pending] = []
        pending.reserveCapacity(read.items.count)
        for (name, outcome) in read.items {
            switch outcome {
            case .none: continue
            case .some(.failure(let error)):
                leftAlone.insert(name)
                summary.warnings.append("left in incoming/: \(error.message)")
            case .some(.success(let item)):
                pending.append(item)
            }
        }
        var moved = try commitAndMove(pending, summary: &summary)
        if !read.leftover.isEmpty {
            moved = try finish(reader.start(read.leftover), summary: &summary, leftAlone: &leftAlone) || moved
        }
        return moved
    }

    private func commitAndMove(_ pending: [Pending], summary: inout ProcessingSummary) throws -> Bool {
        guard !pending.isEmpty else { return false }
        let validator = self.validator
        let composer = self.composer
        let batchStarted = clock.now
        var batchWording: Duration = .zero
        let clock = self.clock
        let decisions: [Decision] = try store.write { book in
            let batch = try OrderBatch(book: book, context: validator.context, composer: composer)
            let checkIns = CheckInRecorder(book: book, context: validator.context, composer: composer)
            try batch.recall(keys: pending.compactMap(\.idempotencyKey), fileNames: pending.map(\.name))
            let decisions = try pending.map { item throws -> Decision in
                let file = try? item.parsed.get()
                let key = item.idempotencyKey
                if let key, batch.isRecorded(key: key) { return .duplicate }
                if let errors = batch.recordedRejection(sourceFile: item.name, contentKey: { item.contentKey }) {
                    return .rejected(errorsJSON: errors, orderID: Self.orderID(file), codes: Self.codes(inErrorsJSON: errors))
                }
                let rejection: RejectionList
                switch item.parsed {
                case .success(.order(let request)):
                    switch validator.validate(request, ledger: batch) {
                    case .success(let order): return .accepted(orderNumber: try batch.accept(order, key: key!, sourceFile: item.name))
                    case .failure(let list): rejection = list
                    }
                case .success(.checkIn(let request)):
                    switch try checkIns.handle(request, sourceFile: item.name, contentKey: item.contentKey) {
                    case .duplicate: return .duplicate
                    case .recorded(let outcome, let number, let distance):
                        return .checkedIn(orderNumber: number, outcome: outcome.rawValue, distanceMeters: distance)
                    case .rejected(let list): rejection = list
                    }
                case .failure(let list):
                    rejection = list
                }
                let errors = try batch.reject(sourceFile: item.name, contentKey: item.contentKey, file: file, rejections: rejection.rejections)
                return .rejected(errorsJSON: errors, orderID: Self.orderID(file), codes: rejection.rejections.map(\.code.rawValue))
            }
            let wordingStarted = clock.now
            try batch.queueMessages()
            batchWording = clock.now - wordingStarted
            return decisions
        }
        wording += batchWording
        logger.debug("batch committed: \(pending.count) files in \(Self.milliseconds(clock.now - batchStarted))")
        var moves: [FileMover.Move] = []
        moves.reserveCapacity(pending.count)
        for (item, decision) in zip(pending, decisions) {
            switch decision {
            case .accepted(let number):
                moves.append(.init(name: item.name, folder: .accepted, errorsJSON: nil))
                summary.recordAccepted(file: item.name, orderNumber: number)
            case .checkedIn(let number, let outcome, let distance):
                moves.append(.init(name: item.name, folder: .accepted, errorsJSON: nil))
                summary.recordCheckIn(file: item.name, orderNumber: number, outcome: outcome, distanceMeters: distance)
            case .duplicate:
                moves.append(.init(name: item.name, folder: .accepted, errorsJSON: nil))
                summary.duplicates += 1
            case .rejected(let errors, let orderID, let codes):
                moves.append(.init(name: item.name, folder: .rejected, errorsJSON: errors))
                summary.recordRejected(file: item.name, orderID: orderID, codes: codes)
            }
        }
        // The batch is committed: its files may leave incoming/ now, in the background.
        try mover.enqueue(moves)
        return true
    }

    /// "12 ms".
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
    }

    /// The orderId an order file gave, or the order a check-in named.
    static func orderID(_ file: SpoolFile?) -> String? {
        switch file {
        case .order(let request): request.orderID
        case .checkIn(let request): request.orderReference
        case nil: nil
        }
    }

    /// The codes of a recorded errors array (for files recognised as already rejected).
    static func codes(inErrorsJSON json: String) -> [String] {
        json.components(separatedBy: "\"code\":\"").dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
    }
}
