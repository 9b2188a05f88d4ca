import Testing

@testable import BistroCore

@Suite struct RoundingTests {
    @Test(arguments: [
        (3, 2, 2), (5, 2, 3), (-3, 2, -2), (-5, 2, -3), (1, 3, 0), (2, 3, 1), (-2, 3, -1), (0, 7, 0), (10, 5, 2),
    ])
    func roundsHalvesAwayFromZero(numerator: Int, denominator: Int, expected: Int) {
        #expect(roundedDivision(numerator, denominator) == expected)
    }

    @Test func multipliesWithoutOverflow() {
        // 9.2e18 × 0.5 would overflow a 64-bit product; the 128-bit intermediate does not.
        #expect(roundedMultiplyDivide(Int.max, 500_000, 1_000_000) == Int.max / 2 + 1)
        #expect(roundedMultiplyDivide(Int.min, 1, 1) == Int.min)
        #expect(roundedMultiplyDivide(-Int.max, 1, 1) == -Int.max)
    }

    /// A result that does not fit in an Int is nil, never a trap: the overflow is the caller's to report.
    @Test func anUnrepresentableResultIsNil() {
        #expect(roundedMultiplyDivide(Int.max, 2, 1) == nil)
        #expect(roundedMultiplyDivide(Int.max, 100, 100) == Int.max)
        #expect(roundedMultiplyDivide(Int.max, 101, 100) == nil)
        #expect(roundedMultiplyDivide(Int.min, -1, 1) == nil)
        #expect(roundedMultiplyDivide(Int.min, 1, 1) == Int.min)
        #expect(Rate.parse("1")!.applied(to: Money(minorUnits: Int.max, currency: Currency(code: "CAD")!)) != nil)
        #expect(Rate(percent: 200).applied(to: Money(minorUnits: Int.max, currency: Currency(code: "CAD")!)) == nil)
    }
}

@Suite struct RateTests {
    let cad = Currency(code: "CAD")!

    @Test func parsesAndPrintsExactly() {
        #expect(Rate.parse("0.13")?.millionths == 130_000)
        #expect(Rate.parse("0.0825")?.percentText == "8.25%")
        #expect(Rate.parse("0.13")?.percentText == "13%")
        #expect(Rate.parse("0.13")?.decimalString == "0.13")
        #expect(Rate.parse("1")?.decimalString == "1")
        #expect(Rate.parse("0.1234567") == nil)
        #expect(Rate.parse("abc") == nil)
    }

    @Test func appliesWithHalfCentRounding() {
        let hst = Rate.parse("0.13")!
        // 0.13 × 1150 = 149.5 → 150; 0.13 × 50 = 6.5 → 7; 0.13 × 1000 = 130.
        #expect(hst.applied(to: Money(minorUnits: 1150, currency: cad))?.minorUnits == 150)
        #expect(hst.applied(to: Money(minorUnits: 50, currency: cad))?.minorUnits == 7)
        #expect(hst.applied(to: Money(minorUnits: 1000, currency: cad))?.minorUnits == 130)
        #expect(Rate(percent: 15).applied(to: Money(minorUnits: 1230, currency: cad))?.minorUnits == 185)
    }
}
