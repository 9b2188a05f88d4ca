/// Bistro's pricing, in integer minor units, every rounding to the nearest unit with halves away from zero:
///
/// - line total = unit price × quantity; subtotal = Σ line totals;
/// - discount: a percent coupon takes round(eligible × percent / 100), an amount coupon min(amount, eligible),
///   where eligible is the sum of the lines the coupon applies to (every line by default);
/// - taxable = subtotal − discount;
/// - delivery fee (delivery orders): the zone's fee, 0 once taxable reaches `freeOver` (`DeliveryCharge`);
/// - tax = round((taxable + delivery fee, unless the fee is untaxed) × tax rate), once per order;
/// - tip: percent → round(taxable × percent / 100), amount → as given;
/// - total = taxable + delivery fee + tax + tip.
///
/// Every step is checked: a figure above `PriceLimits.maximumOrderFigure` (or one too large to compute at
/// all) throws `OrderTooLarge` instead of overflowing.
package enum PricingRules {
    package static func price(
        lines: [PricedLine], coupon: Coupon?, taxRate: Rate, tip: Tip?, currency: Currency,
        delivery: DeliveryCharge? = nil
    ) throws(OrderTooLarge) -> PriceBreakdown {
        let limit = PriceLimits.maximumOrderFigure(currency)
        func checked(_ amount: Money?) throws(OrderTooLarge) -> Money {
            guard let amount, amount.minorUnits.magnitude <= limit.minorUnits.magnitude else {
                throw OrderTooLarge(limit: limit)
            }
            return amount
        }
        var lineTotals: [Money] = []
        lineTotals.reserveCapacity(lines.count)
        for line in lines { lineTotals.append(try checked(line.total)) }
        let subtotal = try checked(Money.sum(lineTotals, currency: currency))
        let eligible =
            try coupon.map { coupon throws(OrderTooLarge) in
                try checked(
                    Money.sum(
                        zip(lines, lineTotals).filter { coupon.applies(to: $0.0.product) }.map(\.1), currency: currency)
                )
            } ?? subtotal
        let discount = try checked(
            coupon.map { discountAmount($0.discount, eligible: eligible) } ?? Money.zero(currency))
        let taxable = try checked(subtotal.subtracting(discount))
        let deliveryFee = try checked(delivery?.fee(taxable: taxable) ?? Money.zero(currency))
        let taxBase = try checked(delivery?.taxesFee == false ? taxable : taxable.adding(deliveryFee))
        let tax = try checked(taxRate.applied(to: taxBase))
        let tipMoney = try checked(tip.map { tipAmount($0, taxable: taxable) } ?? Money.zero(currency))
        let total = try checked(taxable.adding(deliveryFee)?.adding(tax)?.adding(tipMoney))
        return PriceBreakdown(
            lines: lines, lineTotals: lineTotals, subtotal: subtotal, eligibleSubtotal: eligible, discount: discount,
            couponCode: coupon?.normalizedCode, taxable: taxable, deliveryFee: deliveryFee, taxRate: taxRate, tax: tax,
            tip: tipMoney, tipPercent: tip?.percent, total: total)
    }

    /// A percent discount rounds half away from zero; an amount discount never exceeds what it applies to.
    /// nil when the amount does not fit in an `Int`.
    static func discountAmount(_ discount: Coupon.Discount, eligible: Money) -> Money? {
        switch discount {
        case .percentOff(let percent):
            roundedMultiplyDivide(eligible.minorUnits, percent, 100).map {
                Money(minorUnits: $0, currency: eligible.currency)
            }
        case .amountOff(let amount):
            Money(minorUnits: min(amount.minorUnits, eligible.minorUnits), currency: eligible.currency)
        }
    }

    /// A percent tip is computed on the discounted amount before tax; nil when it does not fit in an `Int`.
    static func tipAmount(_ tip: Tip, taxable: Money) -> Money? {
        switch tip {
        case .percent(let percent):
            roundedMultiplyDivide(taxable.minorUnits, percent, 100).map {
                Money(minorUnits: $0, currency: taxable.currency)
            }
        case .amount(let amount): amount
        }
    }
}
