import GRDB

/// What `bistro serve` reads back after processing to answer a request: the receipt of an order it
/// placed (or placed before), the rejection of a retried file, and the order a receipt token stands for.
extension OrderStore {
    /// An order's number and the token of its receipt page (`receipts/TOKEN/`).
    package struct Receipt: Sendable, Hashable {
        package var orderNumber: String
        package var receiptToken: String

        package init(orderNumber: String, receiptToken: String) {
            self.orderNumber = orderNumber
            self.receiptToken = receiptToken
        }
    }

    package func receipt(orderNumber: String) throws(OrderStoreError) -> Receipt? {
        try read { db in try OrderRecord.find(db, orderNumber: orderNumber).map(Self.receipt) }
    }

    /// The order recorded under this idempotency key (see `IdempotencyKey`).
    package func receipt(idempotencyKey: String) throws(OrderStoreError) -> Receipt? {
        try read { db in
            try OrderRecord.filter(OrderRecord.Columns.idempotencyKey == idempotencyKey).fetchOne(db).map(Self.receipt)
        }
    }

    /// The reasons of the latest rejection of this customer's order with this orderId and these very
    /// bytes (`contentKey`), if one was recorded.
    package func recordedRejection(clientOrderID: String, email: String, contentKey: String) throws(OrderStoreError)
        -> [RecordedReason]?
    {
        try read { db in
            guard
                let id = try Int64.fetchOne(
                    db,
                    sql: """
                        SELECT id FROM rejections
                        WHERE customer_email = ? AND client_order_id = ? AND content_key = ? ORDER BY id DESC LIMIT 1
                        """, arguments: [email, clientOrderID, contentKey])
            else { return nil }
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT code, message, line, "column" FROM rejection_reasons WHERE rejection_id = ?
                    ORDER BY position
                    """, arguments: [id]
            ).map { RecordedReason(code: $0["code"], message: $0["message"], line: $0["line"], column: $0["column"]) }
        }
    }

    /// The order whose receipt token this is. Only the token is matched: order numbers and orderIds
    /// can be guessed, a token cannot.
    package func pickupOrder(receiptToken: String) throws(OrderStoreError) -> PickupOrder? {
        try read { db in
            try OrderRecord.filter(OrderRecord.Columns.receiptToken == receiptToken.lowercased()).fetchOne(db).map {
                try PickupOrder(db, record: $0)
            }
        }
    }

    private static func receipt(_ record: OrderRecord) -> Receipt {
        Receipt(orderNumber: record.orderNumber, receiptToken: record.receiptToken)
    }
}
