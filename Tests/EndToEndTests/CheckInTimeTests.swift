import Foundation
import Testing

/// Issue 10, item 10: `"at": "0001-01-01T00:00:00Z"` was accepted and stored as "0000-12-31T18:42:28-05:17",
/// which the readiness sweep could not read: the order stayed "preparing" forever, and its outbox file name
/// started with a dash. A check-in's time may not lie before the restaurant's day, nor before the order was
/// placed, and no time outside 1970–9999 is read at all. The files are in `Fixtures/hostile-guard/checkins/`.
@Suite struct CheckInTimeTests {
    static let fixtures = BistroRunner.fixtures.appendingPathComponent("hostile-guard/checkins")

    @Test func checkInTimesBeforeTheOrderOrTheDayAreRejected() throws {
        let bistro = try OrderBookRunner()
        bistro.now = "2026-11-22T17:00:00-05:00"
        bistro.drop("1.json", orderJSON(id: "web-1"))
        #expect(try bistro.run(["process"]).stdout == "Accepted 1, rejected 0, duplicates 0; messages sent 1\n")

        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).sorted()
        #expect(names == ["checkin-before-the-order.json", "checkin-year-9999.json", "checkin-year-one.json", "checkin-yesterday.json"])
        for name in names { bistro.drop(name, try Data(contentsOf: Self.fixtures.appendingPathComponent(name))) }
        bistro.now = "2026-11-22T17:05:00-05:00"
        let run = try bistro.run(["process"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(bistro.files("incoming").isEmpty)
        var messages: [String: String] = [:]
        for name in names {
            let sidecar = try Data(contentsOf: URL(fileURLWithPath: bistro.spool + "/rejected/" + name + ".error.json"))
            let errors = try #require((try JSONSerialization.jsonObject(with: sidecar) as? [String: Any])?["errors"] as? [[String: Any]])
            #expect(errors.map { $0["code"] as? String } == ["invalid_checkin_time"], "\(name)")
            messages[name] = errors.first?["message"] as? String
        }
        #expect(messages["checkin-before-the-order.json"] == "the check-in time 2026-11-22 16:30 is before order RC-20261122-0001 was placed (2026-11-22 17:00)")
        #expect(messages["checkin-yesterday.json"] == "the check-in time 2026-11-21 23:59 is before today (2026-11-22)")
        #expect(messages["checkin-year-one.json"]?.hasPrefix("\"at\" must be a time from 1970 to 9999") == true)
        #expect(messages["checkin-year-9999.json"]?.hasPrefix("\"at\" must be a time from 1970 to 9999") == true)
        #expect(try bistro.run(["status", "web-1"]).stdout.hasPrefix("RC-20261122-0001: received\n"))

        // A check-in whose time lies between the order and now starts preparation at that time, and the
        // readiness sweep makes the order ready on time.
        bistro.drop("ok.json", #"{"checkIn": {"orderId": "web-1", "email": "ada@example.com", "latitude": 43.6532, "longitude": -79.3832, "at": "2026-11-22T17:03:00-05:00"}}"#)
        #expect(try bistro.run(["process"]).stdout == "Accepted 0, rejected 0, duplicates 0; check-ins: RC-20261122-0001 started at 0 m; messages sent 1\n")
        bistro.now = "2026-11-22T17:18:00-05:00"
        #expect(try bistro.run(["process"]).stdout == "Accepted 0, rejected 0, duplicates 0; ready: RC-20261122-0001; messages sent 1\n")
        #expect(try bistro.run(["status", "web-1"]).stdout == """
            RC-20261122-0001: ready
              2026-11-22 17:00  received
              2026-11-22 17:03  preparing
              2026-11-22 17:18  ready

            """)
        let outbox = try bistro.mail().map(\.file)
        #expect(outbox.allSatisfy { $0.first?.isNumber == true }, "\(outbox)")
    }
}
