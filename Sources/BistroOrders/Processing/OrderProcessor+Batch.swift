import BistroCore
import BistroOrderBook
import Foundation

extension OrderProcessor {
    /// Records a batch through the order core (one transaction), then hands its files to the mover;
    /// returns whether it held any.
    func commitAndMove(_ pending: [PendingFile], summary: inout ProcessingSummary) throws -> Bool {
        guard !pending.isEmpty else { return false }
        let batchStarted = clock.now
        let decided = try intake.record(pending.map(\.command), context: validator.context)
        if crashAfterCommit { _exit(75) }
        wording += decided.wording
        logger.debug("batch committed: \(pending.count) files in \(Self.milliseconds(clock.now - batchStarted))")
        var moves: [FileMover.Move] = []
        moves.reserveCapacity(pending.count)
        for ((item, outcome), quiet) in zip(zip(pending, decided.outcomes), decided.reportedStuck) {
            let file = item.name.display
            var move = FileMover.Move(
                name: item.name, folder: .accepted, errorsJSON: nil, contentKey: item.command.contentKey)
            switch outcome {
            case .accepted(let receipt):
                summary.recordAccepted(file: file, orderNumber: receipt.orderNumber)
            case .checkedIn(let number, let outcome, let distance):
                summary.recordCheckIn(
                    file: file, orderNumber: number, outcome: outcome.rawValue, distanceMeters: distance)
            case .duplicate:
                // A file reported stuck before was counted in the run that decided it.
                if !quiet { summary.duplicates += 1 }
            case .rejected(let reasons):
                move.folder = .rejected
                move.errorsJSON = Rejection.sidecar(reasons)
                if !quiet {
                    summary.recordRejected(
                        file: file, orderID: item.command.orderID, codes: reasons.map(\.code.rawValue))
                }
            }
            move.replacement = item.withoutPosition
            moves.append(move)
        }
        // The batch is committed: its files may leave incoming/ now, in the background.
        try mover.enqueue(moves)
        return true
    }
}
