/// Every figure of an order, in integer minor units, as computed by `PricingRules.price`.
/// Invariants: `taxable = subtotal - discount`, `0 <= discount <= subtotal`, `total = taxable + tax + tip`,
/// and no figure is above `PriceLimits.maximumOrderFigure`.
public struct PriceBreakdown: Hashable, Sendable {
    public var lines: [PricedLine]
    /// Each line's unit price × quantity, in the order of `lines`.
    public var lineTotals: [Money]
    public var subtotal: Money
    /// The lines the coupon applies to, summed; the subtotal when there is no coupon.
    public var eligibleSubtotal: Money
    public var discount: Money
    /// The coupon's normalized code when one was applied.
    public var couponCode: String?
    public var taxable: Money
    public var taxRate: Rate
    public var tax: Money
    public var tip: Money
    /// The tip percentage when the tip was given as one.
    public var tipPercent: Int?
    public var total: Money

    public var currency: Currency { subtotal.currency }
}

/// An order none of whose figures may be recorded: one of them (a line, the subtotal, tax, tip or the
/// total) is above `limit`, `PriceLimits.maximumOrderFigure`.
public struct OrderTooLarge: Error, Hashable, Sendable {
    public var limit: Money
}
