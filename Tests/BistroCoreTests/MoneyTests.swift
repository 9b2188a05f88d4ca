import BistroCore
import Testing

@Suite struct MoneyTests {
    let cad = Currency(code: "CAD")!

    @Test(arguments: [
        ("12.50", 1250), ("12.5", 1250), ("12", 1200), ("0.05", 5), ("-3.00", -300), ("0", 0),
    ])
    func parsesPlainDecimals(text: String, cents: Int) {
        #expect(Money.parse(text, currency: cad)?.minorUnits == cents)
    }

    @Test(arguments: ["12.505", "1e3", "1,000.00", "", ".5", "5.", "+5", "12.5a", "--1", "99999999999999.00"])
    func rejectsAnythingElse(text: String) {
        #expect(Money.parse(text, currency: cad) == nil)
    }

    @Test func zeroDecimalCurrenciesHaveNoFraction() {
        let yen = Currency(code: "jpy")!
        #expect(yen.code == "JPY")
        #expect(yen.minorUnitDigits == 0)
        #expect(Money.parse("1200", currency: yen)?.minorUnits == 1200)
        #expect(Money.parse("1200.5", currency: yen) == nil)
        #expect(Money(minorUnits: 1200, currency: yen).decimalString == "1200")
    }

    @Test func decimalStringHasExactlyTheCurrencyDigits() {
        #expect(Money(minorUnits: 1250, currency: cad).decimalString == "12.50")
        #expect(Money(minorUnits: 5, currency: cad).decimalString == "0.05")
        #expect(Money(minorUnits: -5, currency: cad).decimalString == "-0.05")
        let dinar = Currency(code: "KWD")!
        #expect(Money(minorUnits: 1005, currency: dinar).decimalString == "1.005")
    }

    @Test func rejectsCodesThatAreNotThreeLetters() {
        #expect(Currency(code: "CA") == nil)
        #expect(Currency(code: "C4D") == nil)
    }

    @Test func formatsForTheLocale() {
        let english = MoneyFormatter(localeIdentifier: "en_CA", currency: cad)
        #expect(english.format(Money(minorUnits: 1650, currency: cad)) == "$16.50")
        let french = MoneyFormatter(localeIdentifier: "fr_CA", currency: cad)
        let text = french.format(Money(minorUnits: 1650, currency: cad))
        #expect(text.contains("16,50"))
        #expect(text.contains("$"))
    }
}
