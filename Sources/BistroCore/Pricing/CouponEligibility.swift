/// Whether a coupon may be used on an order, given how often it has been redeemed already. Pure: the
/// caller supplies the counts (the database's plus those of earlier orders in the same batch).
package enum CouponEligibility {
    package enum Problem: Hashable, Sendable {
        case notYetValid(from: CalendarDay)
        case expired(until: CalendarDay)
        /// `maxRedemptions` reached.
        case exhausted(limit: Int)
        /// `oncePerCustomer` and this customer has redeemed it before.
        case alreadyUsed
        /// The order's subtotal is below `minimumSubtotal`.
        case belowMinimum(minimum: Money, subtotal: Money)
        /// No line of the order is one the coupon applies to.
        case notApplicable
    }

    /// Every reason the coupon cannot be used, in a fixed order; empty when it can.
    /// - Parameters:
    ///   - day: the order's day in the restaurant's time zone; validity days are inclusive.
    ///   - totalRedemptions: accepted orders that used the code so far.
    ///   - customerRedemptions: those of them placed by this customer.
    package static func problems(
        coupon: Coupon, lines: [PricedLine], day: CalendarDay, totalRedemptions: Int, customerRedemptions: Int
    ) -> [Problem] {
        var problems: [Problem] = []
        if let from = coupon.validFrom, day < from { problems.append(.notYetValid(from: from)) }
        if let until = coupon.validUntil, day > until { problems.append(.expired(until: until)) }
        if let limit = coupon.maxRedemptions, totalRedemptions >= limit { problems.append(.exhausted(limit: limit)) }
        if coupon.oncePerCustomer, customerRedemptions > 0 { problems.append(.alreadyUsed) }
        if let minimum = coupon.minimumSubtotal {
            // A subtotal too large to add up is above any minimum.
            let lineTotals = lines.compactMap(\.total)
            if lineTotals.count == lines.count, let subtotal = Money.sum(lineTotals, currency: minimum.currency),
                subtotal < minimum
            {
                problems.append(.belowMinimum(minimum: minimum, subtotal: subtotal))
            }
        }
        if !lines.isEmpty, !lines.contains(where: { coupon.applies(to: $0.product) }) {
            problems.append(.notApplicable)
        }
        return problems
    }
}
