import Foundation
import Testing

/// `bistro scratch` with a seeded draw (`--test-seed`, tests only), and its codes at the order processor.
@Suite struct ScratchCardCommandTests {
    @Test func aWinningCodeIsTheWinnersForOneOrder() throws {
        let bistro = try OrderBookRunner()
        // Seed 10 draws 50% off and the code XE44-7YY9-JHJA.
        let win =
            try bistro.json(["scratch", "--customer", " Ada@Example.com", "--test-seed", "10", "--json"])
            as! [String: Any]
        #expect(win["prize"] as? String == "50-percent-off")
        let code = try #require(win["code"] as? String)
        #expect(code == "XE44-7YY9-JHJA")

        let again = try bistro.run(["scratch", "--customer", "ada@example.com", "--test-seed", "3"])
        #expect(again.status == 1)
        #expect(
            again.stderr
                == "bistro: error: ada@example.com has already drawn today (2026-11-22): 50% off (XE44-7YY9-JHJA); one draw per day\n"
        )

        let message = try #require(try bistro.mail().first)
        #expect(message.event == "scratch_win")
        #expect(message.headers["To"] == "ada@example.com")
        #expect(message.headers["Subject"] == "Royal Café: you won 50% off your next order")
        #expect(message.body.contains("Your code: XE44-7YY9-JHJA\n"))

        bistro.drop(
            "1.json",
            orderJSON(id: "web-1", email: "grace@example.com", name: "Grace", extra: #", "coupon": "xe44-7yy9-jhja""#))
        bistro.drop("2.json", orderJSON(id: "web-2", extra: #", "coupon": " xe44-7yy9-jhja ""#))
        bistro.drop("3.json", orderJSON(id: "web-3", extra: #", "coupon": "XE44-7YY9-JHJA""#))
        let summary = try bistro.json(["process", "--json"]) as! [String: Any]
        #expect(summary["accepted"] as? Int == 1)
        let codes = (summary["rejections"] as! [[String: Any]]).map {
            $0["orderId"] as! String + ":" + ($0["codes"] as! [String]).joined()
        }
        #expect(codes == ["web-1:coupon_other_customer", "web-3:coupon_already_used"])
        let receipt = try bistro.json(["receipt", "web-2", "--format", "json"]) as! [String: Any]
        #expect(receipt["couponCode"] as? String == "XE44-7YY9-JHJA")
        #expect(receipt["discount"] as? String == "8.25")
    }

    @Test func aCodeIsForTheNextOrderOnlyAndOneDrawADay() throws {
        let bistro = try OrderBookRunner()
        let nothing = try bistro.run(["scratch", "--customer", "ada@example.com", "--test-seed", "1"])
        #expect(nothing.status == 0)
        #expect(nothing.stdout == "No prize today. Try again tomorrow!\n")
        #expect(try bistro.run(["scratch", "--customer", "ada@example.com", "--test-seed", "1"]).status == 1)

        // The next calendar day in Toronto (00:30 on the 23rd, 05:30 UTC) allows a new draw.
        bistro.now = "2026-11-23T00:30:00-05:00"
        let win = try bistro.run(["scratch", "--customer", "ada@example.com", "--test-seed", "3"])
        #expect(win.stdout == "You won 10% off your next order: WUCG-UE6Q-6WWQ\n")
        bistro.now = "2026-11-23T12:00:00-05:00"
        bistro.drop("1.json", orderJSON(id: "web-1"))
        try bistro.run(["process"])
        bistro.drop("2.json", orderJSON(id: "web-2", extra: #", "coupon": "WUCG-UE6Q-6WWQ""#))
        let summary = try bistro.json(["process", "--json"]) as! [String: Any]
        #expect((summary["rejectionsByCode"] as? [String: Int]) == ["coupon_expired": 1])
        #expect(try bistro.run(["scratch", "--customer", "not an address"]).status != 0)
    }
}
