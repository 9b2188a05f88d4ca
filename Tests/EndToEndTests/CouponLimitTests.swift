import Foundation
import Testing

/// A coupon's `maxRedemptions` through the real `bistro`: counted from the book for the codes a batch names,
/// then along the batch, and again from the book on the next run.
@Suite struct CouponLimitTests {
    @Test func aCouponStopsAtItsLimitWithinABatchAndOnTheNextRun() throws {
        let bistro = try Self.runner(staffCouponLimit: 2)

        for (index, email) in ["ada@example.com", "grace@example.com", "alan@example.com"].enumerated() {
            bistro.drop(
                "\(index + 1).json", orderJSON(id: "staff-\(index + 1)", email: email, extra: #", "coupon": "staff25""#)
            )
        }
        bistro.drop(
            "4.json", orderJSON(id: "welcome-1", email: "edsger@example.com", extra: #", "coupon": "WELCOME10""#))
        let first = try #require(try bistro.json(["process", "--json"]) as? [String: Any])
        #expect(first["accepted"] as? Int == 3)
        #expect(first["rejectionsByCode"] as? [String: Int] == ["coupon_exhausted": 1])
        #expect(bistro.files("rejected") == ["3.json", "3.json.error.json"])

        bistro.drop("5.json", orderJSON(id: "staff-5", email: "barbara@example.com", extra: #", "coupon": "STAFF25""#))
        bistro.drop(
            "6.json", orderJSON(id: "welcome-2", email: "donald@example.com", extra: #", "coupon": "WELCOME10""#))
        let second = try #require(try bistro.json(["process", "--json"]) as? [String: Any])
        #expect(second["accepted"] as? Int == 1)
        #expect(second["rejectionsByCode"] as? [String: Int] == ["coupon_exhausted": 1])
        #expect(bistro.files("rejected").contains("5.json"))
    }
}

extension CouponLimitTests {
    static let books = BistroRunner.fixtures.appendingPathComponent("hostile-guard/books")

    /// A runner whose Content (a copy of the demo's) limits STAFF25 to `limit` redemptions.
    static func runner(staffCouponLimit limit: Int) throws -> OrderBookRunner {
        let bistro = try OrderBookRunner()
        let content = bistro.root + "/Content"
        try FileManager.default.copyItem(atPath: OrderBookRunner.content, toPath: content)
        let coupons = content + "/coupons.json"
        let text = try String(contentsOfFile: coupons, encoding: .utf8)
        try text.replacingOccurrences(of: #""maxRedemptions": 50,"#, with: "\"maxRedemptions\": \(limit),")
            .write(toFile: coupons, atomically: true, encoding: .utf8)
        bistro.content = content
        return bistro
    }

    /// A count the book cannot read is not a count of zero: with the redemptions unreadable (fixture
    /// `unreadable-redemptions.py`: the index they are counted through damaged, as by a failing disk), an
    /// order with a coupon at its limit was accepted. Now the run fails, records nothing and leaves the file
    /// in `incoming/`; once the book reads again the order is rejected.
    @Test func anUnreadableRedemptionCountFailsTheRunInsteadOfCountingZero() throws {
        let bistro = try Self.runner(staffCouponLimit: 1)
        bistro.drop("1.json", orderJSON(id: "staff-1", email: "ada@example.com", extra: #", "coupon": "STAFF25""#))
        let first = try #require(try bistro.json(["process", "--json"]) as? [String: Any])
        #expect(first["accepted"] as? Int == 1)

        try Self.damageRedemptions("damage", in: bistro.db)
        bistro.drop("2.json", orderJSON(id: "staff-2", email: "grace@example.com", extra: #", "coupon": "STAFF25""#))
        let failed = try bistro.run(["process"])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("database disk image is malformed"), "\(failed.stderr)")
        #expect(bistro.files("incoming") == ["2.json"])
        #expect(bistro.files("accepted") == ["1.json"])

        try Self.damageRedemptions("mend", in: bistro.db)
        let later = try #require(try bistro.json(["process", "--json"]) as? [String: Any])
        #expect(later["accepted"] as? Int == 0)
        #expect(later["rejectionsByCode"] as? [String: Int] == ["coupon_exhausted": 1])
        let orders = try #require(try bistro.json(["orders", "--json"]) as? [[String: Any]])
        #expect(orders.count == 1)
        #expect(bistro.files("rejected") == ["2.json", "2.json.error.json"])
    }

    /// Damages or mends the book's redemption index with the fixture `unreadable-redemptions.py`.
    static func damageRedemptions(_ action: String, in db: String) throws {
        let script = books.appendingPathComponent("unreadable-redemptions.py").path
        let result = try RunningChild(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, db, action], in: BistroRunner.packageRoot
        ).wait()
        #expect(result.status == 0, "\(result.stderr)")
    }
}
