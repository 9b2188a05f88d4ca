/// An exact rate such as a tax rate: "0.13" is 1300 parts per 10,000 (basis points), kept exactly.
/// Rates carry up to six fractional digits ("0.0825" for 8.25%).
package struct Rate: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The rate in millionths: 0.13 is 130_000.
    package var millionths: Int

    package init(millionths: Int) { self.millionths = millionths }

    package static let zero = Rate(millionths: 0)

    /// Parses "0.13", "0.0825", "1", or nil for anything else.
    package static func parse(_ text: String) -> Rate? {
        DecimalText.scaledInteger(text, scale: 6, maxIntegerDigits: 6).map(Rate.init(millionths:))
    }

    /// A whole percentage: `Rate(percent: 15)` is 0.15.
    package init(percent: Int) { self.millionths = percent * 10_000 }

    /// `amount` × rate, rounded to the nearest minor unit, halves away from zero; nil when it does not fit
    /// in an `Int`.
    package func applied(to amount: Money) -> Money? {
        roundedMultiplyDivide(amount.minorUnits, millionths, 1_000_000).map {
            Money(minorUnits: $0, currency: amount.currency)
        }
    }

    /// "13%", "8.25%": the rate as a percentage with no trailing zeros.
    package var percentText: String {
        let whole = millionths / 10_000
        var fraction = String(millionths % 10_000)
        guard fraction != "0" else { return "\(whole)%" }
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction)%"
    }

    /// The rate as a plain decimal string ("0.13"), the form the owner writes.
    package var decimalString: String {
        var fraction = String(millionths % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? "\(millionths / 1_000_000)" : "\(millionths / 1_000_000).\(fraction)"
    }

    package var description: String { decimalString }

    package static func < (lhs: Rate, rhs: Rate) -> Bool { lhs.millionths < rhs.millionths }
}
