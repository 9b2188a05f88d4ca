import Foundation
import Testing

@Suite struct CouponValidUntilTests {
    /// Issue 23 item 22: a coupon is redeemed on its `validUntil` day up to the last minute of that day in
    /// the restaurant's time zone (Toronto: 23:59 on the 22nd is already the 23rd in UTC), and expired from
    /// the next day's midnight.
    @Test func aCouponIsValidThroughItsLastDayInTheRestaurantsTimeZone() throws {
        let bistro = try CouponLimitTests.runner(staffCouponLimit: 50)
        let coupons = bistro.content + "/coupons.json"
        let text = try String(contentsOfFile: coupons, encoding: .utf8)
        let limited = text.replacingOccurrences(
            of: #""code": "STAFF25","#, with: #""code": "STAFF25", "validUntil": "2026-11-22","#)
        #expect(limited != text)
        try limited.write(toFile: coupons, atomically: true, encoding: .utf8)

        bistro.now = "2026-11-22T23:59:00-05:00"
        bistro.drop("1.json", orderJSON(id: "s-1", extra: #", "coupon": "STAFF25""#))
        let last = try #require(try bistro.json(["process", "--json"]) as? [String: Any])
        #expect(last["accepted"] as? Int == 1, "\(last)")
        let orders = try #require(try bistro.json(["orders", "--json"]) as? [[String: Any]])
        #expect(orders.first?["couponCode"] as? String == "STAFF25")
        #expect(orders.first?["discount"] as? String == "4.13", "25% of 16.50, rounded: \(orders.first ?? [:])")

        bistro.now = "2026-11-23T00:00:00-05:00"
        bistro.drop("2.json", orderJSON(id: "s-2", extra: #", "coupon": "STAFF25""#))
        let next = try #require(try bistro.json(["process", "--json"]) as? [String: Any])
        #expect(next["rejectionsByCode"] as? [String: Int] == ["coupon_expired": 1])
    }
}
