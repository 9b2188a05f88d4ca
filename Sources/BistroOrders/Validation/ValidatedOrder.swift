import BistroCore

/// An order that passed every check, priced, ready to be recorded.
public struct ValidatedOrder: Sendable, Hashable {
    public var orderID: String?
    public var customerName: String
    /// Trimmed and lower-cased: the customer's identity.
    public var customerEmail: String
    public var customerPhone: String?
    public var coupon: Coupon?
    public var tip: Tip?
    /// nil: as soon as possible.
    public var pickupAt: LocalTime?
    public var note: String?
    public var price: PriceBreakdown
    /// The coupon is a scratch-card code (marked used in `scratch_draws` when the order is recorded).
    public var isScratchCode = false

    public var lines: [PricedLine] { price.lines }

    /// The order's preparation time: the longest `preparationMinutes` among its items when any item gives
    /// one, else the restaurant's default.
    public func preparationMinutes(default minutes: Int) -> Int {
        lines.compactMap(\.product.preparationMinutes).max() ?? minutes
    }
}
