import BistroCore

/// The counts validation needs from the order book: stock left and coupon redemptions. The processor's
/// implementation answers from the database plus the orders accepted earlier in the same batch. A read that
/// fails throws: an order is never decided on a guessed count (the batch's transaction rolls back instead).
package protocol OrderLedger {
    /// Units left under a stock key (a SKU, or an option choice's `ItemOption.stockKey`), counting from
    /// Content's `initial` while the book keeps none; nil when unlimited.
    func stockLeft(key: String, initial: Int?) throws -> Int?
    /// Accepted orders that redeemed a coupon (normalized code).
    func redemptions(code: String) throws -> Int
    /// Those of them placed from this email's mailbox (`Mailbox`: any case or "+tag" of the address).
    func redemptions(code: String, email: String) throws -> Int
    /// The scratch-card code with this normalized code, if one was issued.
    func scratchCode(_ code: String) throws -> ScratchCode?
    /// Accepted, not cancelled orders whose pickup falls in the slot starting then.
    func ordersInSlot(starting start: LocalTime, minutes: Int) throws -> Int
}

extension OrderLedger {
    package func ordersInSlot(starting start: LocalTime, minutes: Int) -> Int { 0 }
    func scratchCode(_ code: String) -> ScratchCode? { nil }
}

/// A coupon code won on a scratch card: for one customer, their next order, a single use.
package struct ScratchCode: Sendable, Hashable {
    package var code: String
    package var customerEmail: String
    package var percentOff: Int
    package var drawnAt: String
    var usedOrderID: Int64?
    /// The customer has placed an order since the draw (so the code is no longer for their next order).
    var orderedSinceDraw: Bool

    package init(
        code: String, customerEmail: String, percentOff: Int, drawnAt: String, usedOrderID: Int64?,
        orderedSinceDraw: Bool
    ) {
        self.code = code
        self.customerEmail = customerEmail
        self.percentOff = percentOff
        self.drawnAt = drawnAt
        self.usedOrderID = usedOrderID
        self.orderedSinceDraw = orderedSinceDraw
    }
}
