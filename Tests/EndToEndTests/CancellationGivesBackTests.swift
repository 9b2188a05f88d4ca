import Foundation
import Testing

/// Issue 12: a cancelled order gives back what it took (units, its coupon redemption, a scratch-card code),
/// in the cancelling transaction, and `bistro status` history says what; stock an owner can manage.
@Suite struct CancellationGivesBackTests {
    private func stock(_ bistro: OrderBookRunner, _ sku: String) throws -> [String: Any] {
        let levels = try bistro.json(["stock", "list", "--json"]) as! [[String: Any]]
        return try #require(levels.first { $0["sku"] as? String == sku })
    }

    private func codes(_ summary: Any) -> [String: Int] {
        (summary as? [String: Any])?["rejectionsByCode"] as? [String: Int] ?? [:]
    }

    @Test func aCancelledOrderReturnsItsUnitsAndItsCoupon() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1", sku: "RC-KIT-01", quantity: 3, extra: #", "coupon": "WELCOME10""#))
        try bistro.run(["process"])
        #expect(try stock(bistro, "RC-KIT-01")["quantity"] as? Int == 5)

        let cancel = try bistro.run(["status", "web-1", "cancelled", "--reason", "out of chicken"])
        #expect(cancel.status == 0, "\(cancel)")
        #expect(try stock(bistro, "RC-KIT-01")["quantity"] as? Int == 8)
        let history = try bistro.run(["status", "web-1"])
        #expect(
            history.stdout.contains(
                "cancelled (out of chicken): 3 × RC-KIT-01 back in stock; coupon WELCOME10 released"),
            "\(history.stdout)")

        // WELCOME10 is once per customer: the cancelled order no longer counts, so Ada may use it again,
        // and the order that uses it does count.
        bistro.drop("2.json", orderJSON(id: "web-2", sku: "RC-KIT-01", quantity: 1, extra: #", "coupon": "WELCOME10""#))
        #expect(codes(try bistro.json(["process", "--json"])) == [:])
        bistro.drop("3.json", orderJSON(id: "web-3", extra: #", "coupon": "WELCOME10""#))
        #expect(codes(try bistro.json(["process", "--json"])) == ["coupon_already_used": 1])
        #expect(try stock(bistro, "RC-KIT-01")["quantity"] as? Int == 7)
    }

    /// The receipt and the history say "Cancelled" with staff's reason, escaped like every other text.
    @Test func theReceiptAndHistoryShowTheReason() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        try bistro.run(["process"])
        #expect(try bistro.run(["status", "web-1", "cancelled", "--reason", "out of <b>buns</b>"]).status == 0)
        let site = bistro.root + "/Site"
        let built = try bistro.run(
            ["build", "--content", OrderBookRunner.content, "--output", site, "--db", bistro.db, "--now", bistro.now],
            storeOptions: false)
        #expect(built.status == 0, "\(built)")
        func page(_ folder: String) throws -> String {
            let names = try FileManager.default.contentsOfDirectory(atPath: site + "/" + folder).filter {
                !$0.hasSuffix(".html")
            }
            return try String(
                contentsOfFile: site + "/" + folder + "/" + #require(names.first) + "/index.html", encoding: .utf8)
        }
        let shown = #"status-cancelled">Cancelled</span>: out of &lt;b&gt;buns&lt;/b&gt;"#
        #expect(try page("receipts").contains(shown))
        #expect(try page("orders").contains(shown))
    }

    @Test func aCancellationOfAnUnlimitedItemReturnsNothingToStock() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1", sku: "RC-BURG-01", quantity: 2))
        try bistro.run(["process"])
        #expect(try bistro.run(["status", "web-1", "cancelled"]).status == 0)
        #expect(try stock(bistro, "RC-BURG-01")["quantity"] is NSNull)
        let history = try bistro.run(["status", "web-1"]).stdout
        #expect(history.contains("cancelled\n"), "\(history)")
        #expect(!history.contains("back in stock"))
    }

    @Test func aScratchCodeUsedByACancelledOrderIsTheCustomersAgain() throws {
        let bistro = try OrderBookRunner()
        bistro.now = "2026-11-23T00:30:00-05:00"
        let win = try bistro.run(["scratch", "--customer", "ada@example.com", "--test-seed", "3"])
        #expect(win.stdout == "You won 10% off your next order: WUCG-UE6Q-6WWQ\n")
        bistro.now = "2026-11-23T12:00:00-05:00"
        bistro.drop("1.json", orderJSON(id: "web-1", extra: #", "coupon": "WUCG-UE6Q-6WWQ""#))
        #expect(codes(try bistro.json(["process", "--json"])) == [:])
        #expect(try bistro.run(["status", "web-1", "cancelled"]).stdout.contains("received → cancelled"))
        #expect(
            try bistro.run(["status", "web-1"]).stdout.contains(
                "coupon WUCG-UE6Q-6WWQ released (the scratch-card code can be used again)"))
        bistro.drop("2.json", orderJSON(id: "web-2", extra: #", "coupon": "WUCG-UE6Q-6WWQ""#))
        #expect(codes(try bistro.json(["process", "--json"])) == [:])
        // Used by an order that stands, it is spent.
        bistro.drop("3.json", orderJSON(id: "web-3", extra: #", "coupon": "WUCG-UE6Q-6WWQ""#))
        #expect(codes(try bistro.json(["process", "--json"])).keys.contains { $0.hasPrefix("coupon_") })
    }

    @Test func stockCanBeMadeUnlimitedAndResetToTheContentValue() throws {
        let bistro = try OrderBookRunner()
        let unlimited = try bistro.run(["stock", "set", "rc-kit-01", "unlimited"])
        #expect(unlimited.stdout == "RC-KIT-01 (Family Comfort Week): unlimited\n", "\(unlimited)")
        let level = try stock(bistro, "RC-KIT-01")
        #expect(level["quantity"] is NSNull && level["tracked"] as? Bool == true)
        // More than the 8 in Content/: unlimited means unlimited, and ordering keeps it so.
        bistro.drop("1.json", orderJSON(id: "web-1", sku: "RC-KIT-01", quantity: 10))
        #expect(codes(try bistro.json(["process", "--json"])) == [:])
        #expect(try stock(bistro, "RC-KIT-01")["quantity"] is NSNull)

        let reset = try bistro.run(["stock", "reset", "RC-KIT-01"])
        #expect(reset.stdout == "RC-KIT-01 (Family Comfort Week): 8 left, as in Content/\n", "\(reset)")
        let level2 = try stock(bistro, "RC-KIT-01")
        #expect(level2["quantity"] as? Int == 8 && level2["tracked"] as? Bool == false)
        bistro.drop("2.json", orderJSON(id: "web-2", sku: "RC-KIT-01", quantity: 9))
        #expect(codes(try bistro.json(["process", "--json"])) == ["insufficient_stock": 1])
        #expect(
            try bistro.run(["stock", "reset", "RC-BURG-01"]).stdout
                == "RC-BURG-01 (Royal Burger): unlimited, as in Content/\n")
    }
}
