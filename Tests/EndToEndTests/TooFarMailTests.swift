import Foundation
import Testing

/// Issue 23: "too far" mails were unlimited: place one order with someone's address, then post far-away
/// check-ins, and each queued a mail to that address (25 check-ins, 25 mails). Now at most one per order
/// per 10 minutes on the run's clock, and at most `notify.rejectionMailsPerDay` (3) per mailbox and day.
@Suite struct TooFarMailTests {
    static func farBody(_ token: String) -> String {
        #"{"token": "\#(token)", "latitude": 43.6717, "longitude": -79.4012}"#
    }

    @Test func twentyFiveFarCheckInsOverHTTPQueueOneMail() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }
        let placed = try shop.post(OrderServer.order("web-1", email: "target@example.com"))
        let receipt = placed.json["receiptURL"] as? String
        let token = try #require(receipt?.split(separator: "/").last.map(String.init), "\(placed.body)")
        for _ in 0..<25 {
            let answer = try shop.post(Self.farBody(token), to: "/api/check-ins")
            #expect(answer.status == 200 && answer.json["status"] as? String == "too_far", "\(answer.body)")
        }
        let messages = try #require(try shop.runner.json(["notify", "list", "--all", "--json"]) as? [[String: Any]])
        let events = messages.compactMap { $0["event"] as? String }
        #expect(events.filter { $0 == "too_far" }.count == 1, "\(events)")
    }

    @Test func oneMailPerOrderPerTenMinutesAndThreePerMailboxAndDay() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        bistro.drop("2.json", orderJSON(id: "web-2", email: "Ada+second@example.com"))
        #expect(try bistro.run(["process"]).status == 0)
        var step = 0
        /// Far check-ins (2.5 km) for these orders at minute `minute` after 17:00; the number of check-ins
        /// recorded too far and of "too far" mails in the outbox afterwards.
        func checkIns(at minute: Int, _ orders: [String]) throws -> (tooFar: Int, mails: Int) {
            bistro.now = MailRig.time(minutesAfter5pm: minute)
            for order in orders {
                step += 1
                let email = order.hasSuffix("2") ? "ada+second@example.com" : "ada@example.com"
                bistro.checkIn(String(format: "c%03d.json", step), order: order, email: email, metersNorth: 2500)
            }
            let summary = try #require(try bistro.json(["process", "--json"]) as? [String: Any])
            let recorded = summary["checkIns"] as? [[String: Any]] ?? []
            let tooFar = recorded.filter { $0["outcome"] as? String == "too_far" }.count
            return (tooFar, try bistro.mail().filter { $0.event == "too_far" }.count)
        }
        let first = "RC-20261122-0001", second = "RC-20261122-0002"
        #expect(try checkIns(at: 1, [first, first, first, first, first, second]) == (6, 2))
        #expect(try checkIns(at: 6, [first, first]) == (2, 2), "within 10 minutes of the last: none")
        #expect(try checkIns(at: 12, [first]) == (1, 3))
        #expect(try checkIns(at: 30, [first, second]) == (2, 3), "the mailbox had its 3 today")
    }
}
