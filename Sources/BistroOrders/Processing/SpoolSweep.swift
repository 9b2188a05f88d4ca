import AsyncAlgorithms
import BistroOrderBook
import Foundation
import Logging
import ServiceLifecycle

/// One sweep of `incoming/` as a pipeline: read → one writer → move. Three stages, each handing its
/// blocking work to its own queue (`BlockingQueue`), joined by channels that hold nothing: a stage waits
/// until the next takes what it made. So while one batch is decided and committed, the next is read and
/// parsed on both cores, and the files of the previous one move; at most two batches are in memory. A
/// batch's files are handed to the mover only after its transaction has committed, so a crash at any point
/// leaves each file either undecided in `incoming/` or decided in the book (the next run only moves it).
/// A graceful shutdown (SIGTERM, SIGINT) stops the reading: the batches read are decided and moved, the
/// rest stays in `incoming/`.
struct SpoolSweep: Sendable {
    var spool: SpoolDirectory
    var intake: OrderIntake
    var context: OrderContext
    var batchSize: Int
    var batchBytes: Int
    var logger: Logger
    /// Test-only: exit right after the first commit (`OrderProcessor.crashAfterCommitVariable`).
    var crashAfterCommit: Bool
    /// Test-only: wait this long after the first commit, or until asked to stop
    /// (`OrderProcessor.pauseAfterCommitVariable`).
    var pauseAfterCommit: Duration?

    /// What a sweep did.
    struct Swept: Sendable {
        var summary: ProcessingSummary
        /// Whether any file was decided (then another sweep looks for names this one may have missed).
        var handledAny = false
        /// Files that could not be read or moved.
        var stuck: [StuckFile] = []
        /// Time spent wording messages inside the batch transactions.
        var wording: Duration = .zero
    }

    private enum StageResult: Sendable {
        case read
        case written(Swept)
        case moved(stuck: [StuckFile])
    }

    /// Sweeps `incoming/`, leaving the names in `leftAlone` alone; `summary` is carried on. Throws an
    /// operational failure (the book or the spool unusable); the other stages then stop.
    func run(leftAlone: Set<SpoolName>, summary: ProcessingSummary) async throws -> Swept {
        let batches = AsyncThrowingChannel<BatchReader.Batch, any Error>()
        let moves = AsyncChannel<[SpoolMove]>()
        return try await withThrowingTaskGroup(of: StageResult.self) { group in
            group.addTask {
                try await read(into: batches, leftAlone: leftAlone)
                return .read
            }
            group.addTask { .written(try await write(from: batches, into: moves, summary: summary)) }
            group.addTask { .moved(stuck: try await move(from: moves)) }
            var result = Swept(summary: summary)
            var stuck: [StuckFile] = []
            for try await stage in group {
                switch stage {
                case .read: break
                case .written(let written): result = written
                case .moved(let unmoved): stuck = unmoved
                }
            }
            result.stuck += stuck
            return result
        }
    }

    /// Lists `incoming/` (streamed: memory stays flat) and reads its files in batches of `batchSize` names,
    /// in name order.
    private func read(into batches: AsyncThrowingChannel<BatchReader.Batch, any Error>, leftAlone: Set<SpoolName>)
        async throws
    {
        let queue = BlockingQueue(label: "bistro.spool-reader")
        let reader = BatchReader(spool: spool, batchBytes: batchBytes)
        let stream = try DirectoryStream(path: spool.path(.incoming))
        var names: [SpoolName] = []
        while !Self.stopping {
            let entry = stream.next()
            if let entry, entry.type != .directory, !entry.name.isIgnored, !leftAlone.contains(entry.name) {
                names.append(entry.name)
            }
            if names.count == batchSize || (entry == nil && !names.isEmpty) {
                var unread = names.sorted()
                while !unread.isEmpty && !Self.stopping {
                    let batch = await queue.run { [unread] in reader.read(unread) }
                    unread = batch.leftover
                    await batches.send(batch)
                }
                names.removeAll(keepingCapacity: true)
            }
            if entry == nil { break }
        }
        batches.finish()
    }

    /// Whether the run was asked to stop (cancelled, or shutting down gracefully).
    static var stopping: Bool { Task.isCancelled || Task.isShuttingDownGracefully }

    /// Decides each batch through the order core (one transaction), then hands its files to the mover.
    private func write(
        from batches: AsyncThrowingChannel<BatchReader.Batch, any Error>, into moves: AsyncChannel<[SpoolMove]>,
        summary: ProcessingSummary
    ) async throws -> Swept {
        defer { moves.finish() }
        let queue = BlockingQueue(label: "bistro.order-writer")
        let clock = ContinuousClock()
        var result = Swept(summary: summary)
        var firstBatch = true
        for try await batch in batches {
            result.stuck += batch.unreadable.map {
                StuckFile(name: $0.name, contentKey: "unreadable", problem: $0.error.message)
            }
            guard !batch.files.isEmpty else { continue }
            let started = clock.now
            let commands = batch.files.map(\.command)
            let (intake, context) = (self.intake, self.context)
            let decided = try await queue.run { () throws(OrderStoreError) in
                try intake.record(commands, context: context)
            }
            if crashAfterCommit { _exit(75) }
            result.wording += decided.wording
            result.handledAny = true
            logger.debug(
                "batch committed: \(batch.files.count) files in \(OrderProcessor.milliseconds(clock.now - started))")
            // The batch is committed: its files may leave incoming/ now, while the next batch is decided.
            await moves.send(Self.moves(for: batch.files, decided: decided, summary: &result.summary))
            if let pause = pauseAfterCommit, firstBatch {
                // Until the pause is over or the run is asked to stop, whichever comes first.
                try? await cancelWhenGracefulShutdown { try await Task.sleep(for: pause) }
            }
            firstBatch = false
        }
        return result
    }

    /// Where each file of a committed batch goes, counting it in the summary.
    private static func moves(
        for files: [PendingFile], decided: OrderIntake.Decided, summary: inout ProcessingSummary
    ) -> [SpoolMove] {
        zip(zip(files, decided.outcomes), decided.reportedStuck).map { file, reportedBefore in
            let (item, outcome) = file
            let name = item.name.display
            var move = SpoolMove(name: item.name, folder: .accepted, contentKey: item.command.contentKey)
            switch outcome {
            case .accepted(let receipt):
                summary.recordAccepted(file: name, orderNumber: receipt.orderNumber)
            case .checkedIn(let number, let outcome, let distance, _):
                summary.recordCheckIn(
                    file: name, orderNumber: number, outcome: outcome.rawValue, distanceMeters: distance)
            case .reviewed(_, _, let pending):
                summary.reviews += 1
                summary.ratingsPending += pending
            case .booked(_, let duplicate):
                if duplicate { summary.duplicates += 1 } else { summary.bookings += 1 }
            case .bookingCancelled:
                summary.bookings += 1
            case .deliveryStep:
                break  // only a driver's dashboard takes these; no spool file can be one
            case .duplicate:
                // A file reported stuck before was counted in the run that decided it.
                if !reportedBefore { summary.duplicates += 1 }
            case .rejected(let reasons), .bookingRefused(let reasons, _):
                move.folder = .rejected
                move.errorsJSON = Rejection.sidecar(reasons)
                if !reportedBefore {
                    summary.recordRejected(
                        file: name, orderID: item.command.orderID, codes: reasons.map(\.code.rawValue))
                }
            }
            move.replacement = item.withoutPosition
            return move
        }
    }

    /// Moves the files of committed batches, in order. A file that cannot be moved (a sticky folder holding
    /// another user's file) is handed back as stuck and the others still move; an operational failure (a
    /// full disk) stops the sweep.
    private func move(from moves: AsyncChannel<[SpoolMove]>) async throws -> [StuckFile] {
        let queue = BlockingQueue(label: "bistro.spool-mover")
        let spool = self.spool
        var stuck: [StuckFile] = []
        for await batch in moves {
            stuck += try await queue.run { () throws(SpoolError) in
                var stuck: [StuckFile] = []
                for move in batch {
                    do throws(SpoolError) {
                        try move.perform(in: spool)
                    } catch  where !error.isOperational {
                        stuck.append(StuckFile(name: move.name, contentKey: move.contentKey, problem: error.message))
                    }
                }
                return stuck
            }
        }
        return stuck
    }
}
