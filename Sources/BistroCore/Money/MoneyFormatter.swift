import Foundation

/// Formats money for people, following the restaurant's locale ("$14.50" in en_CA, "14,50 $" in fr_CA).
/// Arithmetic never happens here: the integer minor units are only turned into a Decimal for display.
///
/// Foundation's `Decimal.FormatStyle.Currency` is the reference. Formatting through it costs tens of
/// microseconds per amount, and every accepted order's message formats a dozen amounts, so the formatter
/// learns the locale's pattern from Foundation once (`CurrencyPattern`) and then writes the digits itself.
/// The pattern is only used when it reproduces Foundation's output on a set of check amounts; otherwise,
/// and for money in another currency, every amount goes through Foundation.
package struct MoneyFormatter: Sendable {
    package let locale: Locale
    package let currency: Currency
    private let style: Decimal.FormatStyle.Currency
    private let pattern: CurrencyPattern?

    package init(localeIdentifier: String, currency: Currency) {
        self.locale = Locale(identifier: localeIdentifier)
        self.currency = currency
        let style = Decimal.FormatStyle.Currency(code: currency.code, locale: locale)
            .precision(.fractionLength(currency.minorUnitDigits))
        self.style = style
        self.pattern = CurrencyPattern.derive(fractionDigits: currency.minorUnitDigits) {
            Self.foundationFormat(Money(minorUnits: $0, currency: currency), style: style)
        }
    }

    /// Whether amounts are written directly from the learnt pattern (false: each goes through Foundation).
    var usesDirectFormatting: Bool { pattern != nil }

    package func format(_ money: Money) -> String {
        if let pattern, money.currency == currency { return pattern.format(money.minorUnits) }
        return foundationFormat(money)
    }

    /// The amount as Foundation formats it: the reference the direct path must equal.
    func foundationFormat(_ money: Money) -> String {
        Self.foundationFormat(money, style: style)
    }

    private static func foundationFormat(_ money: Money, style: Decimal.FormatStyle.Currency) -> String {
        let value = Decimal(money.minorUnits) / Decimal(money.currency.minorUnitsPerMajor)
        return value.formatted(style)
    }
}
