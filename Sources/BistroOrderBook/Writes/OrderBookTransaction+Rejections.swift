import BistroCore
import BistroSupport
import GRDB

extension OrderBookTransaction {
    /// The recorded rejections of these files, by file name: each earlier rejection's content key and
    /// errors. One query per 500 names, for a whole batch of files.
    package func recordedRejections(ofFiles names: [String]) throws -> [String: [(
        contentKey: String, errorsJSON: String
    )]] {
        var recorded: [String: [(contentKey: String, errorsJSON: String)]] = [:]
        for slice in Set(names).sorted().slices(of: 500) {
            let rows = try Row.fetchAll(
                db,
                sql:
                    "SELECT source_file, content_key, errors_json FROM rejections WHERE source_file IN ("
                    + "\(Self.marks(slice.count)))",
                arguments: StatementArguments(slice))
            for row in rows {
                recorded[row["source_file"], default: []].append((row["content_key"], row["errors_json"]))
            }
        }
        return recorded
    }

    /// Records a rejected file and its codes; nil when that file (name and content) was recorded before.
    package func insert(rejection: RejectionRecord, codes: [String]) throws -> Int64? {
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
        for (index, code) in codes.enumerated() {
            try db.cachedStatement(sql: "INSERT INTO rejection_reasons (rejection_id, position, code) VALUES (?, ?, ?)")
                .execute(arguments: [id, index + 1, code])
        }
        return id
    }
}
