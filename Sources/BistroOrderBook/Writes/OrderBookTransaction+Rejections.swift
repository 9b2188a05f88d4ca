import BistroCore
import GRDB

extension OrderBookTransaction {
    /// The recorded errors of this very file (same name, same content) from a committed earlier run. The
    /// content key is only computed when a rejection of that file name exists.
    public func recordedRejection(sourceFile: String, contentKey: () -> String) throws -> String? {
        let earlier = try Row.fetchAll(db.cachedStatement(sql: "SELECT content_key, errors_json FROM rejections WHERE source_file = ?"),
                                       arguments: [sourceFile])
        guard !earlier.isEmpty else { return nil }
        let key = contentKey()
        return earlier.first { $0["content_key"] == key }?["errors_json"]
    }

    /// Records a rejected file and its codes; nil when that file (name and content) was recorded before.
    public func insert(rejection: RejectionRecord, codes: [String]) throws -> Int64? {
        try db.cachedStatement(sql: """
            INSERT INTO rejections (source_file, content_key, client_order_id, customer_email, rejected_at, errors_json)
            VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (source_file, content_key) DO NOTHING
            """).execute(arguments: [rejection.sourceFile, rejection.contentKey, rejection.clientOrderId, rejection.customerEmail,
                             rejection.rejectedAt, rejection.errorsJson])
        guard db.changesCount > 0 else { return nil }
        let id = db.lastInsertedRowID
        for (index, code) in codes.enumerated() {
            try db.cachedStatement(sql: "INSERT INTO rejection_reasons (rejection_id, position, code) VALUES (?, ?, ?)")
                .execute(arguments: [id, index + 1, code])
        }
        return id
    }
}
