/// What the order core answers an order with: its receipt.
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
}
