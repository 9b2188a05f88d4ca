import Foundation
import Testing

/// Issue 26: delivery orders through the real `bistro process` against the demo restaurant (rings of 3 and
/// 6 km from 43.6532, -79.3832; M5V and M5H at 2.99 with a 10.00 minimum; free over 60.00; 35 minutes' lead).
@Suite struct DeliveryOrderTests {
    static func order(
        _ id: String, items: String = #"[{"sku": "RC-BURG-01", "quantity": 1}]"#, delivery: String, extra: String = ""
    )
        -> String
    {
        #"{"orderId": "\#(id)", "customer": {"name": "Ada Lovelace", "email": "ada@example.com"}, "items": \#(items), "#
            + #""fulfilment": "delivery", "delivery": \#(delivery)\#(extra)}"#
    }

    static let king = #"{"address": {"streetAddress": "100 King St W", "postalCode": "M5H 1J9"}}"#

    static func figures(_ bistro: OrderBookRunner, _ id: String) throws -> [Int] {
        try BookQuery.rows(
            bistro.db,
            "SELECT subtotal_cents, discount_cents, delivery_fee_cents, tax_cents, tip_cents, total_cents FROM orders "
                + "WHERE client_order_id = '\(id)'"
        ).first.map { $0.map { ($0 as? NSNumber)?.intValue ?? -1 } } ?? []
    }

    @Test func feesMinimumsAndFreeDeliveryAsTheIssueStatesThem() throws {
        let bistro = try OrderBookRunner()
        // 2 burgers (33.00) to M5H: fee 2.99, tax on 35.99, 15% tip of the food.
        bistro.drop(
            "a.json",
            Self.order(
                "a", items: #"[{"sku": "RC-BURG-01", "quantity": 2}]"#, delivery: Self.king,
                extra: #", "tip": {"percent": 15}"#))
        // 4 burgers (66.00) with WELCOME10 (6.60 off): 59.40 is under the 60.00 free-over, so the fee stays.
        bistro.drop(
            "b.json",
            Self.order(
                "b", items: #"[{"sku": "RC-BURG-01", "quantity": 4}]"#, delivery: Self.king,
                extra: #", "coupon": "WELCOME10""#))
        // 4 burgers without a coupon: 66.00, delivered free.
        bistro.drop("c.json", Self.order("c", items: #"[{"sku": "RC-BURG-01", "quantity": 4}]"#, delivery: Self.king))
        let result = try bistro.run(["process"])
        #expect(result.status == 0 && result.stdout.contains("Accepted 3"), "\(result.stdout)")
        #expect(try Self.figures(bistro, "a") == [3300, 0, 299, 468, 495, 4562])
        #expect(try Self.figures(bistro, "b") == [6600, 660, 299, 811, 0, 7050])  // (5940 + 299) × 0.13 = 811.07
        #expect(try Self.figures(bistro, "c") == [6600, 0, 0, 858, 0, 7458])
        let received = try #require(try bistro.mail().first { $0.body.contains("RC-20261122-0001") })
        #expect(received.body.contains("Delivery") && received.body.contains("$2.99"))
    }

    @Test func aScheduledDeliveryIsDueReadyBeforeTheTripAndTheKeptFileHasNoPosition() throws {
        let bistro = try OrderBookRunner()
        let placed =
            #"{"address": {"streetAddress": "1 Yonge St", "postalCode": "M4Y 1A1"}, "latitude": 43.67, "longitude": -79.38}"#
        bistro.drop(
            "later.json",
            Self.order(
                "later", items: #"[{"sku": "RC-BURG-01", "quantity": 1}]"#, delivery: placed,
                extra: #", "deliverAt": "2026-11-22T19:00:00-05:00""#))
        #expect(try bistro.run(["process"]).stdout.contains("Accepted 1"))
        // 15 minutes to cook, 35 minutes' lead: the trip is 20 minutes, so ready by 18:40.
        let row = try #require(
            try BookQuery.rows(
                bistro.db,
                "SELECT o.pickup_at, o.ready_due_at, d.distance_m, d.zone FROM orders o JOIN deliveries d ON d.order_id = o.id"
            ).first)
        #expect("\(row[0])" == "2026-11-22T19:00:00-05:00" && "\(row[1])" == "2026-11-22T18:40:00-05:00")
        #expect((row[2] as? NSNumber)?.intValue == 1886 && "\(row[3])" == "up to 3 km")
        let kept = try String(contentsOfFile: bistro.spool + "/accepted/later.json", encoding: .utf8)
        #expect(!kept.contains("latitude") && !kept.contains("43.67") && kept.contains("1 Yonge St"), "\(kept)")
        // Sooner than the lead time is refused; the reason names the earliest time.
        bistro.drop(
            "soon.json", Self.order("soon", delivery: Self.king, extra: #", "deliverAt": "2026-11-22T17:20:00-05:00""#))
        let soon = try bistro.run(["process"])
        #expect(soon.stdout.contains("soon: pickup_too_soon"), "\(soon.stdout)")
        let reason = try String(contentsOfFile: bistro.spool + "/rejected/soon.json.error.json", encoding: .utf8)
        #expect(reason.contains("at least 35 minutes from now, at 2026-11-22 17:35 or later"), "\(reason)")
    }

    @Test func aDeliveryOrderTakesNoCheckIn() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("d.json", Self.order("d", delivery: Self.king))
        try bistro.run(["process"])
        // From far away, as a delivery customer at home would be: no "come closer" mail, no check-in.
        bistro.checkIn("c.json", order: "d", key: "orderId", metersNorth: 5000)
        let result = try bistro.run(["process"])
        #expect(result.stdout.contains("checkin_delivery"), "\(result.stdout)")
        #expect(try bistro.mail().filter { $0.event == "too_far" }.isEmpty)
    }

    @Test func aRestaurantThatDoesNotDeliverRefusesDeliveryOrders() throws {
        let bistro = try OrderBookRunner()
        let content = BistroRunner.temporaryFolder().appendingPathComponent("Content")
        try FileManager.default.copyItem(atPath: OrderBookRunner.content, toPath: content.path)
        let restaurant = content.appendingPathComponent("restaurant.json")
        var json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: restaurant)) as? [String: Any])
        json["delivery"] = nil
        try JSONSerialization.data(withJSONObject: json).write(to: restaurant)
        bistro.content = content.path
        bistro.drop("d.json", Self.order("d", delivery: Self.king))
        let result = try bistro.run(["process"])
        #expect(result.stdout.contains("d: delivery_unavailable"), "\(result.stdout)")
        let mail = try #require(try bistro.mail().first { $0.event == "rejected" })
        #expect(mail.body.contains("a delivery order, which we do not take"))
    }

    @Test func theOutsideAndMinimumReasonsNameTheDistanceAndTheMissingAmount() throws {
        let bistro = try OrderBookRunner()
        let far =
            #"{"address": {"streetAddress": "1 Far Rd", "postalCode": "L4C 1A1"}, "latitude": 43.9, "longitude": -79.4}"#
        let mid =
            #"{"address": {"streetAddress": "1 Mid Rd", "postalCode": "M4X 1A1"}, "latitude": 43.69, "longitude": -79.38}"#
        bistro.drop("far.json", Self.order("far", delivery: far))
        bistro.drop("mid.json", Self.order("mid", delivery: mid))
        try bistro.run(["process"])
        let farReason = try String(contentsOfFile: bistro.spool + "/rejected/far.json.error.json", encoding: .utf8)
        #expect(farReason.contains("27.5 km away: we deliver up to 6 km"), "\(farReason)")
        let midReason = try String(contentsOfFile: bistro.spool + "/rejected/mid.json.error.json", encoding: .utf8)
        #expect(midReason.contains("at least 25.00") && midReason.contains("add 8.50 more"), "\(midReason)")
    }
}
