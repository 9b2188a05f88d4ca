import BistroCore
import GRDB

extension OrderBookTransaction {
    /// The recorded rejections of these files, by file name: each earlier rejection's content key and
    /// reasons. One query for a whole batch of files.
    package func recordedRejections(ofFiles names: [String]) throws -> [String: [(
        contentKey: String, reasons: [RecordedReason]
    )]] {
        var recorded: [String: [(contentKey: String, reasons: [RecordedReason])]] = [:]
        guard !names.isEmpty else { return recorded }
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT rejections.id, source_file, content_key, code, message, line, "column"
                    FROM rejections JOIN rejection_reasons ON rejection_id = rejections.id
                    WHERE source_file IN \(ValueList.subquery) ORDER BY rejections.id, position
                    """), arguments: [ValueList.argument(Set(names).sorted())])
        // At most one rejection per file name and content (UNIQUE), so their order does not matter.
        for reasons in Dictionary(grouping: rows, by: { $0["id"] as Int64 }).values {
            recorded[reasons[0]["source_file"], default: []].append(
                (reasons[0]["content_key"], reasons.map(RecordedReason.init(row:))))
        }
        return recorded
    }

    /// Records a rejected file and its reasons; nil when that file (name and content) was recorded before.
    package func insert(rejection: RejectionRecord, reasons: [RecordedReason]) throws -> Int64? {
        try db.cachedStatement(
            sql: """
                INSERT INTO rejections (source_file, content_key, client_order_id, customer_email, rejected_at,
                    errors_json)
                VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (source_file, content_key) DO NOTHING
                """
        ).execute(arguments: [
            rejection.sourceFile, rejection.contentKey, rejection.clientOrderId, rejection.customerEmail,
            rejection.rejectedAt, rejection.errorsJson,
        ])
        guard db.changesCount > 0 else { return nil }
        let id = db.lastInsertedRowID
        for (index, reason) in reasons.enumerated() {
            try db.cachedStatement(
                sql: """
                    INSERT INTO rejection_reasons (rejection_id, position, code, message, line, "column")
                    VALUES (?, ?, ?, ?, ?, ?)
                    """
            )
            .execute(arguments: [id, index + 1, reason.code, reason.message, reason.line, reason.column])
        }
        return id
    }
}
