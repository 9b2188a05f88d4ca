import Foundation
import Testing

/// Issue 23 item 14: a "once per customer" coupon (the demo's WELCOME10) counts a customer by mailbox, as
/// the daily mail limits do: `ada+1@example.com` and `Ada+3@Example.com` are ada@example.com, in the same
/// batch and on a later run; another mailbox of the same domain is another customer.
@Suite struct CouponMailboxTests {
    @Test func aOncePerCustomerCouponIsNotReusedThroughAddressAliases() throws {
        let bistro = try OrderBookRunner()
        let coupon = #", "coupon": "WELCOME10""#
        bistro.drop("1.json", orderJSON(id: "w-1", email: "ada@example.com", extra: coupon))
        bistro.drop("2.json", orderJSON(id: "w-2", email: "ada+1@example.com", extra: coupon))
        let first = try #require(try bistro.json(["process", "--json"]) as? [String: Any])
        #expect(first["accepted"] as? Int == 1)
        #expect(first["rejectionsByCode"] as? [String: Int] == ["coupon_already_used": 1])
        #expect(bistro.files("rejected").contains("2.json"))

        bistro.drop("3.json", orderJSON(id: "w-3", email: "Ada+3@Example.com", extra: coupon))
        bistro.drop("4.json", orderJSON(id: "w-4", email: "ADA@example.com", extra: coupon))
        bistro.drop("5.json", orderJSON(id: "w-5", email: "adam+1@example.com", extra: coupon))
        bistro.drop("6.json", orderJSON(id: "w-6", email: "ada@example.org", extra: coupon))
        let second = try #require(try bistro.json(["process", "--json"]) as? [String: Any])
        #expect(second["accepted"] as? Int == 2, "adam+1@example.com and ada@example.org are other customers")
        #expect(second["rejectionsByCode"] as? [String: Int] == ["coupon_already_used": 2])
        #expect(bistro.files("rejected").contains("3.json") && bistro.files("rejected").contains("4.json"))
    }
}
