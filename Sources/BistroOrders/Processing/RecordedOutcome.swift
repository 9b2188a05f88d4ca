import BistroOrderBook

/// The outcome of a spool file that another process (the cron `bistro process` beside `bistro serve`)
/// took from `incoming/` and decided, read back from the order book with the keys a run uses: the file's
/// own recorded rejection, else the order its idempotency key names (from this file: accepted; from an
/// earlier one: a duplicate).
package enum RecordedOutcome {
    /// What the book recorded for the file delivered as `name` with these bytes; nil when no run decided
    /// it, or when it was a check-in that was not rejected.
    package static func find(file name: String, bytes: [UInt8], in store: OrderStore) throws -> SpoolFileOutcome.Kind? {
        let file = PendingFile(name: SpoolName(name), bytes: bytes, unreadKey: nil, parsed: SpoolFile.parse(bytes))
        let recorded = try store.recordedFile(
            sourceFile: file.name.display, contentKey: file.contentKey,
            idempotencyKey: file.idempotencyKey)
        switch recorded {
        case .rejection(let errors)?:
            return .rejected(errorsJSON: errors, codes: OrderProcessor.codes(inErrorsJSON: errors))
        case .order(let receipt, let fromThisFile)?:
            guard fromThisFile else { return .duplicate(idempotencyKey: file.idempotencyKey) }
            return .accepted(orderNumber: receipt.orderNumber)
        case nil:
            return nil
        }
    }
}
