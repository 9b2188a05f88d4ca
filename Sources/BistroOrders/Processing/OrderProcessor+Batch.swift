import BistroCore
import BistroJSON
import BistroOrderBook
import Foundation

extension OrderProcessor {
    /// One file's fate within a batch.
    enum Decision {
        case accepted(orderNumber: String)
        case checkedIn(orderNumber: String, outcome: String, distanceMeters: Int?)
        case duplicate
        case rejected(errorsJSON: String, orderID: String?, codes: [String])
    }

    /// Records a batch in one transaction, then hands its files to the mover; returns whether it held any.
    func commitAndMove(_ pending: [PendingFile], summary: inout ProcessingSummary) throws -> Bool {
        guard !pending.isEmpty else { return false }
        let validator = self.validator
        let composer = self.composer
        let batchStarted = clock.now
        var batchWording: Duration = .zero
        let clock = self.clock
        let (decisions, quiet): ([Decision], [Bool]) = try store.write { book in
            let batch = try OrderBatch(book: book, context: validator.context, composer: composer)
            let checkIns = CheckInRecorder(book: book, context: validator.context, composer: composer)
            try batch.recall(
                keys: pending.compactMap(\.idempotencyKey), fileNames: pending.map(\.name.display),
                emails: pending.compactMap(\.customerEmail))
            let decisions = try pending.map { item in
                try Self.decide(item, batch: batch, checkIns: checkIns, validator: validator)
            }
            let quiet = pending.map { batch.wasReportedStuck(sourceFile: $0.name.display, contentKey: $0.contentKey) }
            let wordingStarted = clock.now
            try batch.finish()
            batchWording = clock.now - wordingStarted
            return (decisions, quiet)
        }
        if crashAfterCommit { _exit(75) }
        wording += batchWording
        logger.debug("batch committed: \(pending.count) files in \(Self.milliseconds(clock.now - batchStarted))")
        var moves: [FileMover.Move] = []
        moves.reserveCapacity(pending.count)
        for ((item, decision), quiet) in zip(zip(pending, decisions), quiet) {
            let file = item.name.display
            onFileOutcome?(SpoolFileOutcome(file: file, decision: decision, idempotencyKey: item.idempotencyKey))
            switch decision {
            case .accepted(let number):
                moves.append(.init(name: item.name, folder: .accepted, errorsJSON: nil, contentKey: item.contentKey))
                summary.recordAccepted(file: file, orderNumber: number)
            case .checkedIn(let number, let outcome, let distance):
                moves.append(.init(name: item.name, folder: .accepted, errorsJSON: nil, contentKey: item.contentKey))
                summary.recordCheckIn(file: file, orderNumber: number, outcome: outcome, distanceMeters: distance)
            case .duplicate:
                moves.append(.init(name: item.name, folder: .accepted, errorsJSON: nil, contentKey: item.contentKey))
                // A file reported stuck before was counted in the run that decided it.
                if !quiet { summary.duplicates += 1 }
            case .rejected(let errors, let orderID, let codes):
                moves.append(.init(name: item.name, folder: .rejected, errorsJSON: errors, contentKey: item.contentKey))
                if !quiet { summary.recordRejected(file: file, orderID: orderID, codes: codes) }
            }
            moves[moves.count - 1].replacement = item.withoutPosition
        }
        // The batch is committed: its files may leave incoming/ now, in the background.
        try mover.enqueue(moves)
        return true
    }

    /// Decides one file inside the batch's transaction, recording what it decides.
    private static func decide(
        _ item: PendingFile, batch: OrderBatch, checkIns: CheckInRecorder, validator: OrderValidator
    ) throws -> Decision {
        let file = try? item.parsed.get()
        // What was recorded for this very file (its name and content) comes first: a crash may have left a
        // rejected file in incoming/ after its batch committed, and a later file with the same key, accepted
        // since, must not turn it into a duplicate.
        if let errors = batch.recordedRejection(sourceFile: item.name.display, contentKey: item.contentKey) {
            return .rejected(errorsJSON: errors, orderID: orderID(file), codes: codes(inErrorsJSON: errors))
        }
        let rejection: RejectionList
        switch item.parsed {
        case .success(.order(let request)):
            let key = item.idempotencyKey ?? item.contentKey
            switch batch.match(key: key, digest: item.contentDigest) {
            case .sameOrder: return .duplicate
            case .otherOrder(let first): rejection = RejectionList([conflict(request, first: first)])
            case .unrecorded:
                switch try validator.validate(request, ledger: batch) {
                case .success(let order):
                    return .accepted(
                        orderNumber: try batch.accept(
                            order, key: key, digest: item.contentDigest, sourceFile: item.name.display))
                case .failure(let list): rejection = list
                }
            }
        case .success(.checkIn(let request)):
            switch try checkIns.handle(request, sourceFile: item.name.display, contentKey: item.contentKey) {
            case .duplicate: return .duplicate
            case .recorded(let outcome, let number, let distance):
                return .checkedIn(orderNumber: number, outcome: outcome.rawValue, distanceMeters: distance)
            case .rejected(let list): rejection = list
            }
        case .failure(let list):
            rejection = list
        }
        let reasons = rejection.rejections
        let errors = try batch.reject(
            sourceFile: item.name.display, contentKey: item.contentKey, file: file, rejections: reasons)
        return .rejected(errorsJSON: errors, orderID: orderID(file), codes: reasons.map(\.code.rawValue))
    }

    /// The customer sent this orderId before with other content: a new order needs a new orderId. The
    /// message names the first order by its number (never by its receipt token).
    private static func conflict(_ request: OrderRequest, first: String) -> Rejection {
        let id = JSONText.clip(request.orderID ?? "")
        let message =
            "orderId \"\(id)\" was already used by this customer for order \(first), with other content; "
            + "that order stands as it was placed, and a new order needs a new orderId"
        let position = request.orderIDPosition
        return Rejection(.orderIDConflict, message, line: position?.line, column: position?.column)
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
        json.components(separatedBy: "\"code\":\"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }
}
