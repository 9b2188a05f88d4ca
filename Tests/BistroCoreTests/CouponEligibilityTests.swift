import Testing

@testable import BistroCore

@Suite struct CouponEligibilityTests {
    let cad = Currency(code: "CAD")!
    var soup: PricedLine {
        PricedLine(
            product: Catalog.Product(
                sku: "S1", name: "Soup", price: Money(minorUnits: 800, currency: cad), kind: .item,
                categoryID: "soups", initialStock: nil, preparationMinutes: nil), quantity: 1)
    }
    let day = CalendarDay(year: 2026, month: 11, day: 22)

    func problems(_ coupon: Coupon, total: Int = 0, customer: Int = 0) -> [CouponEligibility.Problem] {
        CouponEligibility.problems(
            coupon: coupon, lines: [soup], day: day, totalRedemptions: total, customerRedemptions: customer)
    }

    @Test func validCouponHasNoProblems() {
        #expect(
            problems(
                Coupon(
                    code: "OK", discount: .percentOff(10), validFrom: day, validUntil: day, maxRedemptions: 2,
                    oncePerCustomer: true), total: 1
            ).isEmpty)
    }

    @Test func validityDaysAreInclusive() {
        let next = CalendarDay(year: 2026, month: 11, day: 23), previous = CalendarDay(year: 2026, month: 11, day: 21)
        #expect(problems(Coupon(code: "X", discount: .percentOff(10), validFrom: next)) == [.notYetValid(from: next)])
        #expect(
            problems(Coupon(code: "X", discount: .percentOff(10), validUntil: previous)) == [.expired(until: previous)])
    }

    @Test func exhaustedAndAlreadyUsed() {
        #expect(
            problems(Coupon(code: "X", discount: .percentOff(10), maxRedemptions: 3), total: 3) == [
                .exhausted(limit: 3)
            ])
        #expect(
            problems(Coupon(code: "X", discount: .percentOff(10), oncePerCustomer: true), customer: 1) == [.alreadyUsed]
        )
        #expect(problems(Coupon(code: "X", discount: .percentOff(10), oncePerCustomer: false), customer: 5).isEmpty)
    }

    /// Issue 23 item 22: the minimum is inclusive. A subtotal of exactly `minimumSubtotal` is enough; a
    /// cent more is not (`<` turned into `<=` went unnoticed).
    @Test func aSubtotalExactlyAtTheMinimumIsEnough() {
        let exact = Money(minorUnits: 800, currency: cad), above = Money(minorUnits: 801, currency: cad)
        #expect(problems(Coupon(code: "X", discount: .percentOff(10), minimumSubtotal: exact)).isEmpty)
        #expect(
            problems(Coupon(code: "X", discount: .percentOff(10), minimumSubtotal: above)) == [
                .belowMinimum(minimum: above, subtotal: exact)
            ])
    }

    @Test func belowMinimumAndNotApplicable() {
        let minimum = Money(minorUnits: 1000, currency: cad)
        #expect(
            problems(Coupon(code: "X", discount: .percentOff(10), minimumSubtotal: minimum))
                == [.belowMinimum(minimum: minimum, subtotal: Money(minorUnits: 800, currency: cad))])
        #expect(problems(Coupon(code: "X", discount: .percentOff(10), appliesTo: ["kits"])) == [.notApplicable])
        #expect(problems(Coupon(code: "X", discount: .percentOff(10), appliesTo: ["S1"])).isEmpty)
    }
}
