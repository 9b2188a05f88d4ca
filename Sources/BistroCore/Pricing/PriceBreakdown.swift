/// Every figure of an order, in integer minor units, as computed by `PricingRules.price`.
/// Invariants: `taxable = subtotal - discount`, `0 <= discount <= subtotal`,
/// `total = taxable + deliveryFee + tax + tip`,
/// and no figure is above `PriceLimits.maximumOrderFigure`.
package struct PriceBreakdown: Hashable, Sendable {
    package var lines: [PricedLine]
    /// Each line's unit price × quantity, in the order of `lines`.
    package var lineTotals: [Money]
    package var subtotal: Money
    /// The lines the coupon applies to, summed; the subtotal when there is no coupon.
    var eligibleSubtotal: Money
    package var discount: Money
    /// The coupon's normalized code when one was applied.
    package var couponCode: String?
    package var taxable: Money
    /// What a delivery order pays for the trip (zero for pickup, dine-in, and past `freeOver`).
    package var deliveryFee: Money
    package var taxRate: Rate
    package var tax: Money
    package var tip: Money
    /// The tip percentage when the tip was given as one.
    package var tipPercent: Int?
    package var total: Money

    package var currency: Currency { subtotal.currency }
}

/// An order none of whose figures may be recorded: one of them (a line, the subtotal, tax, tip or the
/// total) is above `limit`, `PriceLimits.maximumOrderFigure`.
package struct OrderTooLarge: Error, Hashable, Sendable {
    package var limit: Money
}
