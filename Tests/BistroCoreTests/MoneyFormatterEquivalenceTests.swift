import Testing

@testable import BistroCore

/// The direct formatting path must write every amount exactly as Foundation's currency style does.
@Suite struct MoneyFormatterEquivalenceTests {
    static let cases: [(locale: String, currency: String)] = [
        ("en_CA", "CAD"), ("fr_CA", "CAD"), ("en_US", "USD"), ("de_DE", "EUR"), ("ja_JP", "JPY"),
        ("en_GB", "GBP"), ("fr_FR", "EUR"), ("de_CH", "CHF"), ("es_ES", "EUR"), ("en_IN", "INR"), ("ar_KW", "KWD"),
        ("en_CA", "USD"), ("nl_NL", "EUR"), ("pt_BR", "BRL"),
    ]

    /// Amounts a receipt shows, every digit count, both signs, and a seeded random spread.
    static func amounts() -> [Int] {
        var amounts = Array(-2_000...2_000)
        var value = 1
        for _ in 0..<16 {
            amounts += [value, value - 1, value + 1, value * 5 + 3, -value, -(value - 1), -(value * 7 + 1)]
            value *= 10
        }
        var generator = SeededRandomNumberGenerator(seed: 0x5EED)
        for _ in 0..<3_000 {
            let magnitude = Int(generator.next() % 10_000_000_000)
            amounts.append(generator.next() % 2 == 0 ? magnitude : -magnitude)
            amounts.append(Int(generator.next() % 200_000))
        }
        return amounts.filter { $0.magnitude < 1_000_000_000_000_000 }
    }

    @Test(arguments: cases)
    func directPathEqualsFoundation(locale: String, code: String) {
        let currency = Currency(code: code)!
        let formatter = MoneyFormatter(localeIdentifier: locale, currency: currency)
        var mismatches: [String] = []
        for units in Self.amounts() {
            let money = Money(minorUnits: units, currency: currency)
            let direct = formatter.format(money), reference = formatter.foundationFormat(money)
            if direct != reference, mismatches.count < 5 { mismatches.append("\(units): \(direct) vs \(reference)") }
        }
        #expect(mismatches.isEmpty, "\(locale) \(code): \(mismatches)")
    }

    @Test(arguments: ["en_CA", "fr_CA", "en_US", "de_DE", "ja_JP"])
    func theRestaurantLocalesUseTheDirectPath(locale: String) {
        let code = ["en_CA": "CAD", "fr_CA": "CAD", "en_US": "USD", "de_DE": "EUR", "ja_JP": "JPY"][locale]!
        #expect(MoneyFormatter(localeIdentifier: locale, currency: Currency(code: code)!).usesDirectFormatting)
    }

    @Test func knownForms() {
        let cad = Currency(code: "CAD")!, eur = Currency(code: "EUR")!, yen = Currency(code: "JPY")!
        #expect(
            MoneyFormatter(localeIdentifier: "en_CA", currency: cad).format(Money(minorUnits: -123_456, currency: cad))
                == "-$1,234.56")
        #expect(
            MoneyFormatter(localeIdentifier: "de_DE", currency: eur).format(Money(minorUnits: 123_456, currency: eur))
                == "1.234,56\u{A0}€")
        #expect(
            MoneyFormatter(localeIdentifier: "ja_JP", currency: yen).format(Money(minorUnits: 1_234_567, currency: yen))
                .hasSuffix("1,234,567"))
    }

    @Test func moneyInAnotherCurrencyGoesThroughFoundation() {
        let cad = Currency(code: "CAD")!, usd = Currency(code: "USD")!
        let formatter = MoneyFormatter(localeIdentifier: "en_CA", currency: cad)
        let money = Money(minorUnits: 150, currency: usd)
        #expect(formatter.format(money) == formatter.foundationFormat(money))
    }
}
