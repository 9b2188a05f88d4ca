import GRDB

/// What the order core answers with (an order's receipt) and what `bistro serve` reads to answer a check-in:
/// the order a receipt token stands for.
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

    /// The order whose receipt token this is. Only the token is matched: order numbers and orderIds
    /// can be guessed, a token cannot.
    package func pickupOrder(receiptToken: String) throws(OrderStoreError) -> PickupOrder? {
        try read { db in
            try OrderRecord.filter(OrderRecord.Columns.receiptToken == receiptToken.lowercased()).fetchOne(db).map {
                try PickupOrder(db, record: $0)
            }
        }
    }
}
