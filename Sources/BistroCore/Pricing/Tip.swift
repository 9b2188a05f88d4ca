/// What the customer chose to tip: a whole percentage of the discounted pre-tax amount, or a fixed amount.
package enum Tip: Hashable, Sendable {
    /// 0...100 percent of the taxable amount (subtotal minus discount), rounded half away from zero.
    case percent(Int)
    /// Exactly this amount.
    case amount(Money)

    /// The percentage, when the tip was given as one (receipts print "Tip (15%)").
    package var percent: Int? {
        if case .percent(let value) = self { return value }
        return nil
    }
}
