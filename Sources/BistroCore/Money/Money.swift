/// An amount of money in integer minor units (cents for CAD). Never a floating-point number.
package struct Money: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var minorUnits: Int
    package var currency: Currency

    package init(minorUnits: Int, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    package static func zero(_ currency: Currency) -> Money { Money(minorUnits: 0, currency: currency) }

    /// Parses a plain decimal string such as "12.50", "12.5", "12" or "-3.00" into minor units.
    /// Returns nil for anything else: exponents, thousands separators, more fractional digits than the
    /// currency has, or amounts beyond ±10^13 major units (far beyond any order, safe from overflow).
    package static func parse(_ text: String, currency: Currency) -> Money? {
        guard let units = DecimalText.scaledInteger(text, scale: currency.minorUnitDigits, maxIntegerDigits: 13) else {
            return nil
        }
        return Money(minorUnits: units, currency: currency)
    }

    /// The amount as a plain decimal string with exactly the currency's fractional digits: "12.50", "-0.05".
    /// This is the interchange form (JSON exports, receipts in JSON), independent of locale.
    package var decimalString: String {
        let digits = currency.minorUnitDigits
        let magnitude = minorUnits.magnitude
        let sign = minorUnits < 0 ? "-" : ""
        guard digits > 0 else { return sign + String(magnitude) }
        let per = UInt(currency.minorUnitsPerMajor)
        let fraction = String(magnitude % per)
        let padded = String(repeating: "0", count: digits - fraction.count) + fraction
        return "\(sign)\(magnitude / per).\(padded)"
    }

    package var description: String { "\(decimalString) \(currency.code)" }

    package static func < (lhs: Money, rhs: Money) -> Bool { lhs.minorUnits < rhs.minorUnits }

    /// `self + other`, or nil when the sum does not fit in an `Int`. Money has no unchecked `+`, `-` or `*`:
    /// an amount too large to compute is a value the caller reports (a rejection, an error), never a crash.
    package func adding(_ other: Money) -> Money? {
        let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        return overflow ? nil : Money(minorUnits: sum, currency: currency)
    }

    /// `self - other`, or nil when the difference does not fit in an `Int`.
    package func subtracting(_ other: Money) -> Money? {
        let (difference, overflow) = minorUnits.subtractingReportingOverflow(other.minorUnits)
        return overflow ? nil : Money(minorUnits: difference, currency: currency)
    }

    /// `self × factor`, or nil when the product does not fit in an `Int`.
    func multiplied(by factor: Int) -> Money? {
        let (product, overflow) = minorUnits.multipliedReportingOverflow(by: factor)
        return overflow ? nil : Money(minorUnits: product, currency: currency)
    }

    /// The sum of `amounts` (zero for none), or nil when it does not fit in an `Int`.
    package static func sum(_ amounts: some Sequence<Money>, currency: Currency) -> Money? {
        var total = Money.zero(currency)
        for amount in amounts {
            guard let next = total.adding(amount) else { return nil }
            total = next
        }
        return total
    }
}
