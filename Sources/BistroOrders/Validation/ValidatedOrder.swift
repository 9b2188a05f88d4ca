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

    public var lines: [PricedLine] { price.lines }
}
