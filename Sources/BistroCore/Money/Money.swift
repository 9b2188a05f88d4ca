/// An amount of money in integer minor units (cents for CAD). Never a floating-point number.
public struct Money: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var minorUnits: Int
    public var currency: Currency

    public init(minorUnits: Int, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    public static func zero(_ currency: Currency) -> Money { Money(minorUnits: 0, currency: currency) }

    /// Parses a plain decimal string such as "12.50", "12.5", "12" or "-3.00" into minor units.
    /// Returns nil for anything else: exponents, thousands separators, more fractional digits than the
    /// currency has, or amounts beyond ±10^13 major units (far beyond any order, safe from overflow).
    public static func parse(_ text: String, currency: Currency) -> Money? {
        guard let units = DecimalText.scaledInteger(text, scale: currency.minorUnitDigits, maxIntegerDigits: 13) else {
            return nil
        }
        return Money(minorUnits: units, currency: currency)
    }

    /// The amount as a plain decimal string with exactly the currency's fractional digits: "12.50", "-0.05".
    /// This is the interchange form (JSON exports, receipts in JSON), independent of locale.
    public var decimalString: String {
        let digits = currency.minorUnitDigits
        let magnitude = minorUnits.magnitude
        let sign = minorUnits < 0 ? "-" : ""
        guard digits > 0 else { return sign + String(magnitude) }
        let per = UInt(currency.minorUnitsPerMajor)
        let fraction = String(magnitude % per)
        let padded = String(repeating: "0", count: digits - fraction.count) + fraction
        return "\(sign)\(magnitude / per).\(padded)"
    }

    public var description: String { "\(decimalString) \(currency.code)" }

    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.minorUnits < rhs.minorUnits }

    public static func + (lhs: Money, rhs: Money) -> Money {
        Money(minorUnits: lhs.minorUnits + rhs.minorUnits, currency: lhs.currency)
    }

    public static func - (lhs: Money, rhs: Money) -> Money {
        Money(minorUnits: lhs.minorUnits - rhs.minorUnits, currency: lhs.currency)
    }

    public static func * (lhs: Money, rhs: Int) -> Money {
        Money(minorUnits: lhs.minorUnits * rhs, currency: lhs.currency)
    }
}
