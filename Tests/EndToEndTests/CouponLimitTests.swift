import Foundation
import Testing

/// A coupon's `maxRedemptions` through the real `bistro`: counted from the book for the codes a batch names,
/// then along the batch, and again from the book on the next run.
@Suite struct CouponLimitTests {
    @Test func aCouponStopsAtItsLimitWithinABatchAndOnTheNextRun() throws {
        let bistro = try OrderBookRunner()
        let content = bistro.root + "/Content"
        try FileManager.default.copyItem(atPath: OrderBookRunner.content, toPath: content)
        let coupons = content + "/coupons.json"
        let text = try String(contentsOfFile: coupons, encoding: .utf8)
        try text.replacingOccurrences(of: #""maxRedemptions": 50,"#, with: #""maxRedemptions": 2,"#)
            .write(toFile: coupons, atomically: true, encoding: .utf8)
        bistro.content = content

        for (index, email) in ["ada@example.com", "grace@example.com", "alan@example.com"].enumerated() {
            bistro.drop("\(index + 1).json", orderJSON(id: "staff-\(index + 1)", email: email, extra: #", "coupon": "staff25""#))
        }
        bistro.drop("4.json", orderJSON(id: "welcome-1", email: "edsger@example.com", extra: #", "coupon": "WELCOME10""#))
        let first = try #require(try bistro.json(["process", "--json"]) as? [String: Any])
        #expect(first["accepted"] as? Int == 3)
        #expect(first["rejectionsByCode"] as? [String: Int] == ["coupon_exhausted": 1])
        #expect(bistro.files("rejected") == ["3.json", "3.json.error.json"])

        bistro.drop("5.json", orderJSON(id: "staff-5", email: "barbara@example.com", extra: #", "coupon": "STAFF25""#))
        bistro.drop("6.json", orderJSON(id: "welcome-2", email: "donald@example.com", extra: #", "coupon": "WELCOME10""#))
        let second = try #require(try bistro.json(["process", "--json"]) as? [String: Any])
        #expect(second["accepted"] as? Int == 1)
        #expect(second["rejectionsByCode"] as? [String: Int] == ["coupon_exhausted": 1])
        #expect(bistro.files("rejected").contains("5.json"))
    }
}
