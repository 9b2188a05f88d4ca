import BistroCore
/// What the order core answers an order with: its receipt.
extension OrderStore {
    /// An order's number and the token of its receipt page (`receipts/TOKEN/`); for an order just
    /// accepted also its total and pickup time (what `bistro serve` prints per order taken), which a
    /// recalled order does not carry.
    package struct Receipt: Sendable, Hashable {
        package var orderNumber: String
        package var receiptToken: String
        package var total: Money?
        /// Nil: as soon as possible (or not known).
        package var pickupAt: LocalTime?

        package init(orderNumber: String, receiptToken: String, total: Money? = nil, pickupAt: LocalTime? = nil) {
            self.orderNumber = orderNumber
            self.receiptToken = receiptToken
            self.total = total
            self.pickupAt = pickupAt
        }
    }
}
