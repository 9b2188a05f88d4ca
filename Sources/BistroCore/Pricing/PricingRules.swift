/// Bistro's pricing, in integer minor units, every rounding to the nearest unit with halves away from zero:
///
/// - line total = unit price × quantity; subtotal = Σ line totals;
/// - discount: a percent coupon takes round(eligible × percent / 100), an amount coupon min(amount, eligible),
///   where eligible is the sum of the lines the coupon applies to (every line by default);
/// - taxable = subtotal − discount; tax = round(taxable × tax rate), once per order;
/// - tip: percent → round(taxable × percent / 100), amount → as given;
/// - total = taxable + tax + tip.
public enum PricingRules {
    public static func price(
        lines: [PricedLine], coupon: Coupon?, taxRate: Rate, tip: Tip?, currency: Currency
    ) -> PriceBreakdown {
        let subtotal = lines.reduce(Money.zero(currency)) { $0 + $1.total }
        let eligible = coupon.map { eligibleSubtotal(lines: lines, coupon: $0, currency: currency) } ?? subtotal
        let discount = coupon.map { discountAmount($0.discount, eligible: eligible) } ?? Money.zero(currency)
        let taxable = subtotal - discount
        let tax = taxRate.applied(to: taxable)
        let tipMoney = tip.map { Self.tipAmount($0, taxable: taxable) } ?? Money.zero(currency)
        return PriceBreakdown(
            lines: lines, subtotal: subtotal, eligibleSubtotal: eligible, discount: discount,
            couponCode: coupon?.normalizedCode, taxable: taxable, taxRate: taxRate, tax: tax,
            tip: tipMoney, tipPercent: tip?.percent, total: taxable + tax + tipMoney)
    }

    /// The sum of the lines a coupon applies to.
    public static func eligibleSubtotal(lines: [PricedLine], coupon: Coupon, currency: Currency) -> Money {
        lines.filter { coupon.applies(to: $0.product) }.reduce(Money.zero(currency)) { $0 + $1.total }
    }

    /// A percent discount rounds half away from zero; an amount discount never exceeds what it applies to.
    public static func discountAmount(_ discount: Coupon.Discount, eligible: Money) -> Money {
        switch discount {
        case .percentOff(let percent):
            Money(minorUnits: roundedMultiplyDivide(eligible.minorUnits, percent, 100), currency: eligible.currency)
        case .amountOff(let amount):
            Money(minorUnits: min(amount.minorUnits, eligible.minorUnits), currency: eligible.currency)
        }
    }

    /// A percent tip is computed on the discounted amount before tax.
    public static func tipAmount(_ tip: Tip, taxable: Money) -> Money {
        switch tip {
        case .percent(let percent):
            Money(minorUnits: roundedMultiplyDivide(taxable.minorUnits, percent, 100), currency: taxable.currency)
        case .amount(let amount): amount
        }
    }
}
