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
        #expect(
            try bistro.run(["process"]).stdout
                == "Accepted 1, rejected 0, duplicates 0; messages queued in the outbox 1 (no mail transport set)\n")

        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).sorted()
        #expect(
            names == [
                "checkin-before-the-order.json", "checkin-year-9999.json", "checkin-year-one.json",
                "checkin-yesterday.json",
            ])
        for name in names { bistro.drop(name, try Data(contentsOf: Self.fixtures.appendingPathComponent(name))) }
        bistro.now = "2026-11-22T17:05:00-05:00"
        let run = try bistro.run(["process"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(bistro.files("incoming").isEmpty)
        var messages: [String: String] = [:]
        for name in names {
            let sidecar = try Data(contentsOf: URL(fileURLWithPath: bistro.spool + "/rejected/" + name + ".error.json"))
            let errors = try #require(
                (try JSONSerialization.jsonObject(with: sidecar) as? [String: Any])?["errors"] as? [[String: Any]])
            #expect(errors.map { $0["code"] as? String } == ["invalid_checkin_time"], "\(name)")
            messages[name] = errors.first?["message"] as? String
        }
        #expect(
            messages["checkin-before-the-order.json"]
                == "the check-in time 2026-11-22 16:30 is before order RC-20261122-0001 was placed (2026-11-22 17:00)")
        #expect(messages["checkin-yesterday.json"] == "the check-in time 2026-11-21 23:59 is before today (2026-11-22)")
        #expect(messages["checkin-year-one.json"]?.hasPrefix("\"at\" must be a time from 1970 to 9999") == true)
        #expect(messages["checkin-year-9999.json"]?.hasPrefix("\"at\" must be a time from 1970 to 9999") == true)
        #expect(try bistro.run(["status", "web-1"]).stdout.hasPrefix("RC-20261122-0001: received\n"))

        // A check-in whose time lies between the order and now starts preparation at that time, and the
        // readiness sweep makes the order ready on time.
        bistro.drop(
            "ok.json",
            #"{"checkIn": {"orderId": "web-1", "email": "ada@example.com", "latitude": 43.6532, "longitude": -79.3832, "at": "2026-11-22T17:03:00-05:00"}}"#
        )
        #expect(
            try bistro.run(["process"]).stdout
                == "Accepted 0, rejected 0, duplicates 0; check-ins: RC-20261122-0001 started at 0 m; messages queued in the outbox 1 (no mail transport set)\n"
        )
        bistro.now = "2026-11-22T17:18:00-05:00"
        #expect(
            try bistro.run(["process"]).stdout
                == "Accepted 0, rejected 0, duplicates 0; ready: RC-20261122-0001; messages queued in the outbox 1 (no mail transport set)\n"
        )
        #expect(
            try bistro.run(["status", "web-1"]).stdout == """
                RC-20261122-0001: ready
                  2026-11-22 17:00  received
                  2026-11-22 17:03  preparing
                  2026-11-22 17:18  ready

                """)
        let outbox = try bistro.mail().map(\.file)
        #expect(outbox.allSatisfy { $0.first?.isNumber == true }, "\(outbox)")
    }

    /// A book in which an earlier `bistro` stored such a time stopped every command that read the order
    /// ("could not decode"), `process` on every run. Migration `v4-guard-unreadable-times` gives each such time
    /// the order's placing time: the run goes on, the order becomes ready, and no message file name starts
    /// with a dash.
    @Test func aBookWithAnUnreadableTimeRecovers() throws {
        let bistro = try OrderBookRunner()
        bistro.now = "2026-11-22T17:00:00-05:00"
        bistro.drop("1.json", orderJSON(id: "web-1"))
        #expect(try bistro.run(["process"]).status == 0)
        bistro.now = "2026-11-22T17:03:00-05:00"
        bistro.checkIn("c.json", order: "web-1", key: "orderId", metersNorth: 10)
        #expect(try bistro.run(["process"]).status == 0)
        // What the check-in of 0001-01-01T00:00:00Z left before the fix (the message not yet delivered).
        let year0 = "0000-12-31T18:42:28-05:17"
        let script = """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1])
            c.execute("UPDATE orders SET preparation_started_at = ?, ready_due_at = ?", (sys.argv[2], "0000-12-31T18:57:28-05:17"))
            c.execute("UPDATE status_history SET changed_at = ? WHERE status = 'preparing'", (sys.argv[2],))
            c.execute("UPDATE checkins SET checked_in_at = ?", (sys.argv[2],))
            c.execute("UPDATE changes SET changed_at = ? WHERE seq = (SELECT max(seq) FROM changes)", (sys.argv[2],))
            c.execute("UPDATE notifications SET created_at = ?, due_at = ?, sent_at = NULL, file_name = '-62135596948.RC-20261122-0001.preparing.royalcafe.example' WHERE event = 'preparing'", (sys.argv[2], sys.argv[2]))
            c.execute("DELETE FROM grdb_migrations WHERE identifier = 'v4-guard-unreadable-times'")
            c.commit()
            """
        let poisoned = try RunningChild(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, bistro.db, year0],
            in: BistroRunner.packageRoot
        ).wait()
        #expect(poisoned.status == 0, "\(poisoned.stderr)")
        for file in try FileManager.default.contentsOfDirectory(atPath: bistro.spool + "/outbox/new")
        where file.contains("preparing") {
            try FileManager.default.removeItem(atPath: bistro.spool + "/outbox/new/" + file)
        }

        bistro.now = "2026-11-22T17:20:00-05:00"
        let run = try bistro.run(["process"])
        #expect(
            run.stdout
                == "Accepted 0, rejected 0, duplicates 0; ready: RC-20261122-0001; messages queued in the outbox 2 (no mail transport set)\n",
            "\(run.stderr)")
        #expect(
            try bistro.run(["status", "web-1"]).stdout == """
                RC-20261122-0001: ready
                  2026-11-22 17:00  received
                  2026-11-22 17:00  preparing
                  2026-11-22 17:15  ready

                """)
        let mail = try bistro.mail()
        #expect(mail.compactMap(\.event).sorted() == ["preparing", "ready", "received"])
        #expect(mail.allSatisfy { $0.file.first?.isNumber == true }, "\(mail.map(\.file))")
    }
}
