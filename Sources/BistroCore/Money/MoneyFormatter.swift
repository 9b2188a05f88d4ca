import Foundation

/// Formats money for people, following the restaurant's locale ("$14.50" in en_CA, "14,50 $" in fr_CA).
/// Arithmetic never happens here: the integer minor units are only turned into a Decimal for display.
public struct MoneyFormatter: Sendable {
    public let locale: Locale
    public let currency: Currency
    private let style: Decimal.FormatStyle.Currency

    public init(localeIdentifier: String, currency: Currency) {
        self.locale = Locale(identifier: localeIdentifier)
        self.currency = currency
        self.style = Decimal.FormatStyle.Currency(code: currency.code, locale: locale)
            .precision(.fractionLength(currency.minorUnitDigits))
    }

    public func format(_ money: Money) -> String {
        let value = Decimal(money.minorUnits) / Decimal(money.currency.minorUnitsPerMajor)
        return value.formatted(style)
    }
}
