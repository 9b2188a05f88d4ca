import Testing

@testable import BistroCore
@testable import BistroOrders

/// Issue 23 item 22: an order whose subtotal is exactly a coupon's `minimumSubtotal` is accepted with the
/// coupon's discount; a cent short of it, it is `coupon_below_minimum`.
@Suite struct CouponMinimumTests {
    private func validate(minimumCents: Int) throws -> Result<ValidatedOrder, RejectionList> {
        var context = Demo.context()
        let minimum = Money(minorUnits: minimumCents, currency: context.currency)
        context.coupons["EDGE"] = Coupon(
            code: "EDGE", discount: .amountOff(Money(minorUnits: 200, currency: context.currency)),
            minimumSubtotal: minimum)
        // 2 × RC-BURG-01 at 16.50: a subtotal of 33.00.
        guard case .success(let request) = OrderFileParser.parse(Array(order(extra: #""coupon": "edge""#).utf8)) else {
            throw SpoolError("not parsed")
        }
        return try OrderValidator(context: context).validate(request, ledger: FakeLedger())
    }

    @Test func aSubtotalExactlyAtTheMinimumGetsTheDiscount() throws {
        guard case .success(let order) = try validate(minimumCents: 3300) else {
            Issue.record("an order at exactly the minimum was refused")
            return
        }
        #expect(order.price.subtotal.minorUnits == 3300)
        #expect(order.price.couponCode == "EDGE")
        #expect(order.price.discount.minorUnits == 200)
    }

    @Test func aCentBelowTheMinimumIsRefused() throws {
        guard case .failure(let list) = try validate(minimumCents: 3301) else {
            Issue.record("an order a cent below the minimum was accepted")
            return
        }
        #expect(list.rejections.map(\.code) == [.couponBelowMinimum])
    }
}
