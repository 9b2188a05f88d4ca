import GRDB

extension OrderStore {
    /// What the book recorded for one spool file: its recorded rejection, or the order its idempotency key
    /// names.
    package enum RecordedFile: Sendable, Hashable {
        /// The order under the file's key: recorded from this very file, or before it (the file was a
        /// duplicate of it).
        case order(Receipt, fromThisFile: Bool)
        /// NAME.error.json's array, as recorded for this file's name and content.
        case rejection(errorsJSON: String)
    }

    /// What a run recorded for the file named `sourceFile` (as `source_file` records it) with this content
    /// key and idempotency key (nil for a file that is not an order), or nil when no run decided it. The
    /// file's own rejection comes first, as a run looks it up first.
    package func recordedFile(
        sourceFile: String, contentKey: String,
        idempotencyKey: String?
    ) throws(OrderStoreError) -> RecordedFile? {
        try read { db in
            if let errors = try String.fetchOne(
                db,
                sql: """
                    SELECT errors_json FROM rejections WHERE source_file = ? AND content_key = ?
                    """, arguments: [sourceFile, contentKey])
            {
                return .rejection(errorsJSON: errors)
            }
            guard let idempotencyKey,
                let record = try OrderRecord.filter(Column("idempotency_key") == idempotencyKey).fetchOne(db)
            else { return nil }
            return .order(
                Receipt(orderNumber: record.orderNumber, receiptToken: record.receiptToken),
                fromThisFile: record.sourceFile == sourceFile)
        }
    }
}
