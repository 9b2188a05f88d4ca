import BistroCore

/// An order that passed every check, priced, ready to be recorded.
package struct ValidatedOrder: Sendable, Hashable {
    package var orderID: String?
    package var customerName: String
    /// Trimmed and lower-cased: the customer's identity.
    package var customerEmail: String
    package var customerPhone: String?
    package var coupon: Coupon?
    package var tip: Tip?
    /// nil: as soon as possible (and for a dine-in order).
    package var pickupAt: LocalTime?
    /// A dine-in order's table; nil: take-away (pickup).
    package var table: String?
    /// A delivery order's drop-off and zone; nil: pickup or dine-in.
    package var delivery: DeliveryPlan?
    package var note: String?
    package var price: PriceBreakdown
    /// The coupon is a scratch-card code (marked used in `scratch_draws` when the order is recorded).
    package var isScratchCode = false

    package var lines: [PricedLine] { price.lines }

    /// The order's preparation time: the longest among its lines, where an item without its own
    /// `preparationMinutes` takes the restaurant's default (a 5-minute pastry does not make a 15-minute
    /// bowl ready in 5).
    package func preparationMinutes(default minutes: Int) -> Int {
        lines.map { $0.product.preparationMinutes ?? minutes }.max() ?? minutes
    }
}
