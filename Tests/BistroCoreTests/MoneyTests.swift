import Testing

@testable import BistroCore

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

    /// Money has no unchecked arithmetic: a result that does not fit in an Int is nil, never a trap.
    @Test func arithmeticIsChecked() {
        let most = Money(minorUnits: Int.max, currency: cad)
        let one = Money(minorUnits: 1, currency: cad)
        #expect(one.adding(one)?.minorUnits == 2)
        #expect(most.adding(one) == nil)
        #expect(Money(minorUnits: Int.min, currency: cad).subtracting(one) == nil)
        #expect(most.subtracting(one)?.minorUnits == Int.max - 1)
        #expect(Money(minorUnits: 100_000_000_000, currency: cad).multiplied(by: 99)?.minorUnits == 9_900_000_000_000)
        #expect(most.multiplied(by: 2) == nil)
        #expect(Money.sum([one, one, one], currency: cad)?.minorUnits == 3)
        #expect(Money.sum([most, one], currency: cad) == nil)
        #expect(Money.sum([], currency: cad) == .zero(cad))
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
