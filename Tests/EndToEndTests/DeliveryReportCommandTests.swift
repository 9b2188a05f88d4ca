import Foundation
import Testing

/// `bistro report`'s drivers section (issue 26) on a book `bistro process` filled with delivery orders to the
/// demo's M5V zone (a 2.99 fee, the driver's share 2.39); the staff mark orders ready and cancel one with
/// `bistro status`. The drivers, their claims and drop-offs are written with SQL: no command on this branch adds
/// a driver or claims a delivery yet (a delivery's pick-up, the driver's step, is left out: the report does not
/// read it).
@Suite struct DeliveryReportCommandTests {
    static let period = ["--since", "2026-11-22", "--until", "2026-11-24"]

    /// a (tip 5.00) and b (tip 2.00) for Ana: a ready 17:20, delivered 17:50; b ready 23:40, delivered Monday at
    /// 00:05. d for Ben: ready 17:30, delivered 18:10. c cancelled; e not claimed. All placed Sunday at 17:00.
    static func book() throws -> OrderBookRunner {
        let runner = try OrderBookRunner()
        for (id, tip) in [("a", "5.00"), ("b", "2.00"), ("c", nil), ("d", nil), ("e", nil)] {
            runner.drop(
                "\(id).json",
                orderJSON(
                    id: id, name: "Ada Customer",
                    extra: #", "fulfilment": "delivery", "delivery": {"address": {"streetAddress": "12 King St W", "#
                        + #""postalCode": "M5V 2T6"}, "instructions": "Buzz 1203"}"#
                        + (tip.map { #", "tip": {"amount": "\#($0)"}"# } ?? "")))
        }
        let processed = try runner.run(["process", "--quiet"])
        precondition(processed.status == 0, "process failed: \(processed.stderr)")
        for (id, time, status) in [
            ("c", "17:05", "cancelled"), ("a", "17:20", "ready"), ("d", "17:30", "ready"), ("b", "23:40", "ready"),
        ] {
            runner.now = "2026-11-22T\(time):00-05:00"
            let changed = try runner.run(["status", id, status, "--quiet"])
            precondition(changed.status == 0, "status \(id) \(status) failed: \(changed.stderr)")
        }
        let written = try BookQuery.execute(
            runner.db,
            """
            BEGIN;
            INSERT INTO drivers (id, name, email, token, added_at) VALUES
                (1, 'Ana', 'ana@example.com', '\(String(repeating: "a", count: 32))', '2026-11-01T09:00:00-04:00'),
                (2, 'Ben', 'ben@example.com', '\(String(repeating: "b", count: 32))', '2026-11-01T09:00:00-04:00');
            UPDATE deliveries SET driver_id = 1, claimed_at = '2026-11-22T17:10:00-05:00',
                delivered_at = '2026-11-22T17:50:00-05:00'
                WHERE order_id = (SELECT id FROM orders WHERE client_order_id = 'a');
            UPDATE deliveries SET driver_id = 1, claimed_at = '2026-11-22T17:10:00-05:00',
                delivered_at = '2026-11-23T00:05:00-05:00'
                WHERE order_id = (SELECT id FROM orders WHERE client_order_id = 'b');
            UPDATE deliveries SET driver_id = 2, claimed_at = '2026-11-22T17:10:00-05:00',
                delivered_at = '2026-11-22T18:10:00-05:00'
                WHERE order_id = (SELECT id FROM orders WHERE client_order_id = 'd');
            COMMIT;
            """)
        precondition(written == 0, "writing the drivers failed")
        runner.now = "2026-11-24T20:00:00-05:00"
        return runner
    }

    @Test func jsonHasEachDriversFiguresAndTheRestaurants() throws {
        let runner = try Self.book()
        #expect(try BookQuery.integer(runner.db, "SELECT count(*) FROM deliveries WHERE delivered_at IS NOT NULL") == 3)
        let report = try runner.json(["report", "--format", "json"] + Self.period) as! [String: Any]
        let delivery = try #require(report["delivery"] as? [String: Any])
        #expect(delivery["orders"] as? Int == 4 && delivery["feesCharged"] as? String == "11.96", "c was cancelled")
        #expect(delivery["unclaimed"] as? Int == 1 && delivery["undelivered"] as? Int == 0)
        let drivers = try #require(delivery["drivers"] as? [[String: Any]])
        #expect(drivers.map { $0["name"] as? String } == ["Ana", "Ben"])
        #expect(drivers.map { $0["deliveries"] as? Int } == [2, 1])
        for (key, amounts) in [
            ("customerFees", ["5.98", "2.99"]), ("feeShare", ["4.78", "2.39"]), ("tips", ["7.00", "0.00"]),
            ("earnings", ["11.78", "2.39"]),
        ] {
            #expect(drivers.map { $0[key] as? String } == amounts, "\(key)")
        }
        #expect(drivers.map { $0["medianReadyToDeliveredMinutes"] as? Int } == [28, 40])
        let total = try #require(delivery["total"] as? [String: Any])
        #expect(total["earnings"] as? String == "14.17" && total["medianReadyToDeliveredMinutes"] as? Int == 30)
    }

    @Test func aDeliveryCountsOnTheDayDeliveredInEveryFormat() throws {
        let runner = try Self.book()
        let monday = ["--since", "2026-11-23", "--until", "2026-11-23"]
        let text = try runner.run(["report"] + monday).stdout
        #expect(text.contains("Deliveries\n==========\n0 delivery orders, charged $0.00 in delivery fees;"))
        let lines = text.components(separatedBy: "Drivers (deliveries delivered in the period)")[1].split(
            separator: "\n")
        #expect(lines.contains { $0.hasPrefix("Ana ") && $0.contains("$2.39  $2.00     $4.39") })
        #expect(!lines.contains { $0.hasPrefix("Ben ") })
        let csv = try runner.run(["report", "--format", "csv"] + monday).stdout
        #expect(csv.contains("drivers,Ana,1,earnings,4.39\r\n") && csv.contains("delivery,,,orders,0\r\n"))
        let html = try runner.run(["report", "--format", "html"] + monday).stdout
        #expect(html.contains(#"<h2 id="drivers">Drivers and deliveries</h2>"#))
        #expect(html.contains(#"<td>Ana</td><td class="num">1</td>"#))
    }

    @Test func nothingAboutTheCustomers() throws {
        let runner = try Self.book()
        for format in ["text", "csv", "json", "html"] {
            let output = try runner.run(["report", "--format", format] + Self.period).stdout
            for secret in ["King St", "M5V", "Buzz", "Ada Customer", "ana@example.com", "aaaaaaaa"] {
                #expect(!output.contains(secret), "\(format) shows \(secret)")
            }
        }
    }

    /// The demo delivers: a period without deliveries still has the section, at zero. Without restaurant.json's
    /// `delivery`, only a period with deliveries has it.
    @Test func theSectionShowsWhenTheRestaurantDeliversOrThePeriodHasDeliveries() throws {
        let runner = try Self.book()
        let october = ["--since", "2026-10-01", "--until", "2026-10-07"]
        let quiet = try runner.json(["report", "--format", "json"] + october) as! [String: Any]
        let delivery = try #require(quiet["delivery"] as? [String: Any])
        #expect(delivery["orders"] as? Int == 0 && (delivery["drivers"] as? [Any])?.isEmpty == true)
        #expect((delivery["total"] as? [String: Any])?["medianReadyToDeliveredMinutes"] is NSNull)

        let content = runner.root + "/content"
        try FileManager.default.copyItem(atPath: OrderBookRunner.content, toPath: content)
        let file = URL(fileURLWithPath: content + "/restaurant.json")
        var restaurant = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        restaurant["delivery"] = nil
        try JSONSerialization.data(withJSONObject: restaurant).write(to: file)
        runner.content = content
        let pickupOnly = try runner.json(["report", "--format", "json"] + october) as! [String: Any]
        #expect(pickupOnly["delivery"] is NSNull)
        #expect(!(try runner.run(["report"] + october).stdout.contains("Deliveries")))
        let earlier = try runner.json(["report", "--format", "json"] + Self.period) as! [String: Any]
        #expect((earlier["delivery"] as? [String: Any])?["orders"] as? Int == 4)
    }
}
