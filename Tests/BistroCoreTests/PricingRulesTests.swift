import Testing

@testable import BistroCore

private let cad = Currency(code: "CAD")!

private func product(_ sku: String, _ cents: Int, category: String = "mains") -> Catalog.Product {
    Catalog.Product(
        sku: sku, name: sku, price: Money(minorUnits: cents, currency: cad), kind: .item,
        categoryID: category, initialStock: nil, preparationMinutes: nil)
}

private func price(_ lines: [(Catalog.Product, Int)], coupon: Coupon? = nil, tax: String = "0.13", tip: Tip? = nil)
    throws -> PriceBreakdown
{
    try PricingRules.price(
        lines: lines.map { PricedLine(product: $0.0, quantity: $0.1) }, coupon: coupon,
        taxRate: Rate.parse(tax)!, tip: tip, currency: cad)
}

@Suite struct PricingRulesTests {
    @Test func lineTotalsAndSubtotal() throws {
        let result = try price([(product("A", 1650), 2), (product("B", 950), 1)])
        #expect(result.lineTotals.map(\.minorUnits) == [3300, 950])
        #expect(result.subtotal.minorUnits == 4250)
        #expect(result.discount.minorUnits == 0)
        #expect(result.tax.minorUnits == 553)  // 4250 × 0.13 = 552.5 → 553 (half away from zero)
        #expect(result.total.minorUnits == 4803)
    }

    @Test func taxHalfCentRoundsAwayFromZero() throws {
        // 50 × 0.13 = 6.5 → 7; 150 × 0.13 = 19.5 → 20; 10 × 0.13 = 1.3 → 1.
        #expect(try price([(product("A", 50), 1)]).tax.minorUnits == 7)
        #expect(try price([(product("A", 150), 1)]).tax.minorUnits == 20)
        #expect(try price([(product("A", 10), 1)]).tax.minorUnits == 1)
    }

    @Test func taxIsComputedOncePerOrderNotPerLine() throws {
        // Per line: round(0.65) + round(0.65) = 2; once on 10 cents: round(1.3) = 1.
        let result = try price([(product("A", 5), 1), (product("B", 5), 1)])
        #expect(result.tax.minorUnits == 1)
    }

    @Test func percentCouponRoundsHalfAwayFromZero() throws {
        // 10% of 12.25 = 1.225 → 1.23.
        let coupon = Coupon(code: "TEN", discount: .percentOff(10))
        let result = try price([(product("A", 1225), 1)], coupon: coupon)
        #expect(result.discount.minorUnits == 123)
        #expect(result.taxable.minorUnits == 1102)
        #expect(result.couponCode == "TEN")
    }

    @Test func percentCouponAppliesOnlyToEligibleLines() throws {
        let coupon = Coupon(code: "SOUP", discount: .percentOff(50), appliesTo: ["soups"])
        let result = try price([(product("A", 1000), 1), (product("S", 800, category: "soups"), 1)], coupon: coupon)
        #expect(result.eligibleSubtotal.minorUnits == 800)
        #expect(result.discount.minorUnits == 400)
        #expect(result.taxable.minorUnits == 1400)
    }

    @Test func amountCouponLargerThanEligibleSubtotalIsCapped() throws {
        let coupon = Coupon(code: "FIVE", discount: .amountOff(Money(minorUnits: 500, currency: cad)))
        let result = try price([(product("A", 320), 1)], coupon: coupon)
        #expect(result.discount.minorUnits == 320)
        #expect(result.taxable.minorUnits == 0)
        #expect(result.tax.minorUnits == 0)
        #expect(result.total.minorUnits == 0)
    }

    @Test func amountCouponCappedBySKUEligibleLinesOnly() throws {
        let coupon = Coupon(code: "B3", discount: .amountOff(Money(minorUnits: 300, currency: cad)), appliesTo: ["B"])
        let result = try price([(product("A", 2000), 1), (product("B", 200), 1)], coupon: coupon)
        #expect(result.discount.minorUnits == 200)
    }

    @Test func percentTipIsOnDiscountedAmountBeforeTax() throws {
        let coupon = Coupon(code: "TEN", discount: .percentOff(10))
        let result = try price([(product("A", 4250), 1)], coupon: coupon, tip: .percent(15))
        #expect(result.discount.minorUnits == 425)
        #expect(result.taxable.minorUnits == 3825)
        #expect(result.tax.minorUnits == 497)  // 497.25
        #expect(result.tip.minorUnits == 574)  // 573.75 → 574
        #expect(result.tipPercent == 15)
        #expect(result.total.minorUnits == 3825 + 497 + 574)
    }

    /// The figures Tests/JavaScript/pricing-check.js expects of pricing.js for a dine-in and a take-away order
    /// (restaurant.json `taxRates` 0.13 and 0.05): the same cart, the rate the only difference.
    @Test func dineInAndTakeAwayRatesOfTheSameCart() throws {
        let coupon = Coupon(code: "WELCOME10", discount: .percentOff(10))
        let lines = [(product("RC-BURG-01", 1650), 2), (product("RC-SOUP-01", 850, category: "soups"), 1)]
        let takeAway = try price(lines, coupon: coupon, tax: "0.05", tip: .percent(15))
        let dineIn = try price(lines, coupon: coupon, tax: "0.13", tip: .percent(15))
        let figures = { (r: PriceBreakdown) in
            [r.subtotal, r.discount, r.tax, r.tip, r.total].map(\.minorUnits)
        }
        #expect(figures(takeAway) == [4150, 415, 187, 560, 4482])  // 3735 × 5 % = 186.75 → 187
        #expect(figures(dineIn) == [4150, 415, 486, 560, 4781])  // 3735 × 13 % = 485.55 → 486
        // The estimate names the rate it took as receipts do (pricing.js percentText).
        #expect(
            ["0.13", "0.05", "0.0825", "0.14975", "0", "1", "0.000001"].map { Rate.parse($0)!.percentText } == [
                "13%", "5%", "8.25%", "14.975%", "0%", "100%", "0.0001%",
            ])
    }

    @Test func amountTipIsAsGiven() throws {
        let result = try price([(product("A", 1000), 1)], tip: .amount(Money(minorUnits: 333, currency: cad)))
        #expect(result.tip.minorUnits == 333)
        #expect(result.tipPercent == nil)
        #expect(result.total.minorUnits == 1000 + 130 + 333)
    }

    @Test func zeroTaxRate() throws {
        #expect(try price([(product("A", 999), 3)], tax: "0").total.minorUnits == 2997)
    }

    @Test func fractionalTaxRate() throws {
        // 8.25% of 10.10 = 0.83325 → 0.83.
        #expect(try price([(product("A", 1010), 1)], tax: "0.0825").tax.minorUnits == 83)
    }

    /// Property test over seeded random orders: total = taxable + tax + tip, 0 ≤ discount ≤ subtotal,
    /// discount ≤ eligible subtotal, every figure non-negative.
    /// The issue-10 order: 48 items at the highest price content allows, 99 of each, a 100% tip. Its total
    /// is above `PriceLimits.maximumOrderFigure`: refused, not overflowed. Prices far above any content's
    /// bound (9,999,999,999,999.99, as once accepted) are refused the same way, whatever the step that
    /// would have overflowed.
    @Test func figuresBeyondTheLimitAreRefused() throws {
        let top = PriceLimits.maximumPrice(cad).minorUnits
        #expect(top == 10_000_000)
        let plates = (1...48).map { (product("G\($0)", top), 99) }
        #expect(try price(plates).total.minorUnits == 536_976_000_00)
        #expect(throws: OrderTooLarge(limit: PriceLimits.maximumOrderFigure(cad))) {
            try price(plates, tip: .percent(100))
        }
        let absurd = (1...48).map { (product("X\($0)", 999_999_999_999_999), 99) }
        #expect(throws: OrderTooLarge.self) { try price(absurd, tip: .percent(100)) }
        #expect(throws: OrderTooLarge.self) { try price([(product("X", Int.max), 1)]) }
        #expect(throws: OrderTooLarge.self) {
            try price([(product("A", 100), 1)], tip: .amount(Money(minorUnits: Int.max, currency: cad)))
        }
        let limit = PriceLimits.maximumOrderFigure(cad).minorUnits
        #expect(try price([(product("A", limit), 1)], tax: "0").total.minorUnits == limit)
        #expect(throws: OrderTooLarge.self) {
            try price([(product("A", limit), 1)], tax: "0", tip: .amount(Money(minorUnits: 1, currency: cad)))
        }
    }

    @Test func propertiesHoldForRandomOrders() throws {
        var random = SeededRandomNumberGenerator(seed: 20_261_122)
        let catalog = (0..<12).map {
            product("P\($0)", Int.random(in: 1...20_000, using: &random), category: ["a", "b", "c"][$0 % 3])
        }
        for _ in 0..<5_000 {
            let lines = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                (catalog.randomElement(using: &random)!, Int.random(in: 1...99, using: &random))
            }
            let coupon: Coupon? =
                switch Int.random(in: 0...3, using: &random) {
                case 0: nil
                case 1:
                    Coupon(
                        code: "P", discount: .percentOff(Int.random(in: 1...100, using: &random)),
                        appliesTo: Bool.random(using: &random) ? [] : ["a"])
                default:
                    Coupon(
                        code: "A",
                        discount: .amountOff(
                            Money(minorUnits: Int.random(in: 1...100_000, using: &random), currency: cad)),
                        appliesTo: Bool.random(using: &random) ? [] : ["b"])
                }
            let tip: Tip? =
                Bool.random(using: &random)
                ? .percent(Int.random(in: 0...100, using: &random))
                : .amount(Money(minorUnits: Int.random(in: 0...5000, using: &random), currency: cad))
            let tax = ["0", "0.05", "0.13", "0.14975", "0.0825"].randomElement(using: &random)!
            let result = try price(lines, coupon: coupon, tax: tax, tip: tip)
            #expect(
                result.total.minorUnits == result.taxable.minorUnits + result.tax.minorUnits + result.tip.minorUnits)
            #expect(result.taxable.minorUnits == result.subtotal.minorUnits - result.discount.minorUnits)
            #expect(result.discount.minorUnits >= 0 && result.discount <= result.subtotal)
            #expect(result.discount <= result.eligibleSubtotal)
            #expect(result.tax.minorUnits >= 0 && result.tip.minorUnits >= 0)
        }
    }
}
