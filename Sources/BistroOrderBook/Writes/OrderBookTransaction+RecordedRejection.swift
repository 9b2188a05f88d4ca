import GRDB

extension OrderBookTransaction {
    /// The reasons of the latest rejection of this customer's order with this orderId and these very bytes
    /// (`contentKey`), if one was recorded: a request sent again is answered with them.
    package func recordedRejection(clientOrderID: String, email: String, contentKey: String) throws
        -> [RecordedReason]?
    {
        guard
            let id = try Int64.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT id FROM rejections
                        WHERE customer_email = ? AND client_order_id = ? AND content_key = ? ORDER BY id DESC LIMIT 1
                        """), arguments: [email, clientOrderID, contentKey])
        else { return nil }
        return try Row.fetchAll(
            db,
            sql:
                #"SELECT code, message, line, "column" FROM rejection_reasons WHERE rejection_id = ? ORDER BY position"#,
            arguments: [id]
        ).map(RecordedReason.init(row:))
    }
}
