import Foundation
import Testing

/// The report's pickup slots put an "as soon as possible" order where it was picked up: at the time it
/// became ready, not at the time it was placed (1 a.m., while the restaurant was closed).
@Suite struct ReportSlotTests {
    @Test func anAsSoonAsPossibleOrderCountsWhenItWasReady() throws {
        let (folder, cafe) = try SiteWarningsTests.newRestaurant()
        defer { try? FileManager.default.removeItem(at: folder) }
        func at(_ time: String) -> [String: String] {
            ["BISTRO_NOW": "2026-11-24T\(time):00-05:00", "BISTRO_DB": "", "BISTRO_SPOOL": ""]
        }
        func slots() throws -> [String] {
            let report = try BistroRunner.run(["report", "--format", "json"], in: cafe, environment: at("23:00"))
            let json = try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any]
            return (json?["pickupSlots"] as? [[String: Any]] ?? []).flatMap { day in
                (day["hours"] as? [Int] ?? []).enumerated().filter { $0.element > 0 }.map {
                    "\(day["weekday"] as? String ?? "") \($0.offset)"
                }
            }
        }
        try Data(
            #"{"customer": {"name": "Ada", "email": "ada@example.com"}, "items": [{"sku": "MAIN-01", "quantity": 1}]}"#
                .utf8
        ).write(to: cafe.appendingPathComponent("order.json"))
        #expect(try BistroRunner.run(["submit", "order.json"], in: cafe, environment: at("01:10")).status == 0)
        let processed = try BistroRunner.run(["process"], in: cafe, environment: at("01:10"))
        #expect(processed.stdout.hasPrefix("Accepted 1,"), "\(processed.stdout)\(processed.stderr)")
        // Not ready yet: it counts when it was placed.
        #expect(try slots() == ["Tue 1"])
        let number = try #require(
            try BistroRunner.run(["orders"], in: cafe, environment: at("01:10")).stdout.split(separator: " ").first)
        let ready = try BistroRunner.run(["status", String(number), "ready"], in: cafe, environment: at("11:45"))
        #expect(ready.status == 0, "\(ready.stderr)")
        #expect(try slots() == ["Tue 11"])
    }
}
