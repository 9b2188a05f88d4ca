import Foundation
import Testing

/// Issue 12: checking in early for a scheduled order starts preparation at pickup time minus preparation
/// time, and the customer is told when it will be ready.
@Suite struct EarlyCheckInTests {
    @Test func anEarlyCheckInForAScheduledOrderStartsInTimeForItsPickup() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1", extra: #", "pickupAt": "2026-11-22T18:30:00-05:00""#))
        try bistro.run(["process"])
        bistro.now = "2026-11-22T17:10:00-05:00"
        bistro.checkIn("c1.json", order: "web-1", key: "orderId", metersNorth: 10)
        try bistro.run(["process"])
        let preparing = try #require(try bistro.mail().first { $0.event == "preparing" })
        #expect(preparing.body.contains("18:30"), "\(preparing.body)")
        #expect(try bistro.run(["status", "web-1"]).stdout.contains("2026-11-22 18:15  preparing"))
        // Not ready before 18:30.
        bistro.now = "2026-11-22T18:29:00-05:00"
        #expect(try bistro.run(["process", "--quiet"]).stdout == "")
        bistro.now = "2026-11-22T18:30:00-05:00"
        #expect(try bistro.run(["process"]).stdout.contains("ready: RC-20261122-0001"))
    }
}
