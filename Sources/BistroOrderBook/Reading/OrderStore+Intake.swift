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
