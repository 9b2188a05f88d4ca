import Foundation
import Testing

/// Issue 23 item 21: the pickup radius is inclusive. The demo's `radiusMeters` is 100: a check-in exactly
/// 100 m away starts preparation, one 101 m away is `too_far` (`<=` turned into `<` went unnoticed).
@Suite struct CheckInRadiusTests {
    @Test func aCheckInAtExactlyTheRadiusStartsPreparation() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        bistro.drop("2.json", orderJSON(id: "web-2"))
        #expect(try bistro.run(["process", "--quiet"]).status == 0)

        bistro.now = "2026-11-22T17:02:00-05:00"
        bistro.checkIn("c1.json", order: "RC-20261122-0001", metersNorth: 100)
        bistro.checkIn("c2.json", order: "RC-20261122-0002", metersNorth: 101)
        let summary = try #require(try bistro.json(["process", "--json"]) as? [String: Any])
        let checkIns = try #require(summary["checkIns"] as? [[String: Any]])
        let byOrder = Dictionary(
            checkIns.map { ($0["orderNumber"] as? String ?? "?", $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byOrder["RC-20261122-0001"]?["distanceMeters"] as? Int == 100)
        #expect(byOrder["RC-20261122-0001"]?["outcome"] as? String == "started", "\(checkIns)")
        #expect(byOrder["RC-20261122-0002"]?["distanceMeters"] as? Int == 101)
        #expect(byOrder["RC-20261122-0002"]?["outcome"] as? String == "too_far", "\(checkIns)")
    }
}
