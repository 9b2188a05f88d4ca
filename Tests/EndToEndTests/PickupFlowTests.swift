import Foundation
import Testing

/// The pickup flow with the real binary and a moving `--now`: order, check-ins, ready, picked up, with every
/// message read back by Python's mail parser.
@Suite struct PickupFlowTests {
    @Test func orderCheckInsReadyAndPickedUp() throws {
        let bistro = try OrderBookRunner()
        bistro.now = "2026-11-22T17:00:00-05:00"
        bistro.drop("1.json", orderJSON(id: "web-1", name: "Ada & Co <3", extra: #", "note": "extra napkins""#))
        #expect(
            try bistro.run(["process"]).stdout
                == "Accepted 1, rejected 0, duplicates 0; messages queued in the outbox 1 (no mail transport set)\n")

        bistro.now = "2026-11-22T17:02:00-05:00"
        bistro.checkIn("c1.json", order: "RC-20261122-0001", metersNorth: 150)
        let far = try bistro.run(["process", "--json"])
        let farSummary = try JSONSerialization.jsonObject(with: Data(far.stdout.utf8)) as! [String: Any]
        let farCheckIn = (farSummary["checkIns"] as! [[String: Any]])[0]
        #expect(farCheckIn["outcome"] as? String == "too_far")
        #expect(farCheckIn["distanceMeters"] as? Int == 150)
        #expect(bistro.files("accepted").contains("c1.json"))

        bistro.now = "2026-11-22T17:03:00-05:00"
        bistro.checkIn("c2.json", order: "web-1", key: "orderId", email: "ADA@example.com", metersNorth: 80)
        #expect(
            try bistro.run(["process"]).stdout
                == "Accepted 0, rejected 0, duplicates 0; check-ins: RC-20261122-0001 started at 80 m; messages queued in the outbox 1 (no mail transport set)\n"
        )

        // 14 minutes after preparation started: nothing; 15 minutes: ready.
        bistro.now = "2026-11-22T17:17:00-05:00"
        #expect(try bistro.run(["process", "--quiet"]).stdout == "")
        #expect(try bistro.mail().count == 3)
        bistro.now = "2026-11-22T17:18:00-05:00"
        #expect(
            try bistro.run(["process"]).stdout
                == "Accepted 0, rejected 0, duplicates 0; ready: RC-20261122-0001; messages queued in the outbox 1 (no mail transport set)\n"
        )
        #expect(try bistro.run(["process", "--quiet"]).stdout == "")

        bistro.now = "2026-11-22T17:25:00-05:00"
        let pickedUp = try bistro.run(["status", "RC-20261122-0001", "picked-up"])
        #expect(pickedUp.status == 0)
        #expect(pickedUp.stdout == "RC-20261122-0001: ready → picked up at 2026-11-22 17:25\n")
        let history = try bistro.run(["status", "web-1"]).stdout
        #expect(
            history == """
                RC-20261122-0001: picked up
                  2026-11-22 17:00  received
                  2026-11-22 17:03  preparing
                  2026-11-22 17:18  ready
                  2026-11-22 17:25  picked up

                """)

        let token =
            (try bistro.json(["receipt", "web-1", "--format", "json"]) as! [String: Any])["receiptToken"] as! String
        let mail = try bistro.mail()
        #expect(mail.map(\.event) == ["received", "too_far", "preparing", "ready", "picked_up"])
        #expect(
            mail.map(\.file) == [
                "1795384800.RC-20261122-0001.received.royalcafe.example",
                "1795384920.RC-20261122-0001.too_far.royalcafe.example",
                "1795384980.RC-20261122-0001.preparing.royalcafe.example",
                "1795385880.RC-20261122-0001.ready.royalcafe.example",
                "1795386300.RC-20261122-0001.picked_up.royalcafe.example",
            ])
        for message in mail {
            #expect(message.clean)
            #expect(message.headers["From"] == "Royal Café <hello@royalcafe.example>")
            #expect(message.headers["To"] == "ada@example.com")
            #expect(message.headers["Message-ID"] == "<RC-20261122-0001.\(message.event!)@royalcafe.example>")
            #expect(message.headers["MIME-Version"] == "1.0")
            #expect(message.headers["Content-Type"] == "text/plain; charset=\"UTF-8\"")
            #expect(message.body.hasPrefix("Hello Ada & Co <3,"))
        }
        let received = mail[0], tooFar = mail[1], preparing = mail[2], ready = mail[3], thanks = mail[4]
        #expect(received.headers["Date"] == "Sun, 22 Nov 2026 17:00:00 -0500")
        #expect(received.headers["Subject"] == "Royal Café: order RC-20261122-0001 received")
        #expect(received.body.contains("1 × Royal Burger"))
        #expect(received.body.contains("Total                                             $18.65"))
        #expect(received.body.contains("Note: extra napkins"))
        #expect(received.body.contains("Your receipt online: https://royalcafe.example/receipts/\(token)/\n"))
        #expect(
            received.body.contains(
                "within 100 m of us, check in with your order number\nRC-20261122-0001: preparation starts then and takes about 15 minutes."
            ))
        #expect(tooFar.body.contains("you are 150 m away;\npreparation starts within 100 m."))
        #expect(tooFar.headers["Date"] == "Sun, 22 Nov 2026 17:02:00 -0500")
        #expect(preparing.body.contains("you have checked in 80 m from us"))
        #expect(preparing.body.contains("It will be ready at about 17:18 (15 minutes)."))
        #expect(ready.headers["Subject"] == "Royal Café: order RC-20261122-0001 is ready for pickup")
        // The ready change is recorded, and dated, at the due time.
        #expect(ready.headers["Date"] == "Sun, 22 Nov 2026 17:18:00 -0500")
        #expect(ready.body.contains("is ready for pickup at 212 Queen Street West, Toronto, ON, M5V 1Z4, CA."))
        // The thanks after the pickup invites a rating on the receipt (issue 28).
        #expect(thanks.headers["Subject"] == "Royal Café: thank you for order RC-20261122-0001")
        #expect(thanks.body.contains("within 30 days:\nhttps://royalcafe.example/receipts/\(token)/#rate\n"))
    }

    @Test func badCheckInsAreRejectedWithReasons() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        bistro.drop("2.json", orderJSON(id: "web-2", email: "grace@example.com", name: "Grace"))
        try bistro.run(["process"])
        #expect(try bistro.run(["status", "web-2", "cancelled", "--reason", "out of buns"]).status == 0)
        bistro.checkIn("a.json", order: "RC-20261122-0099", metersNorth: 10)
        bistro.checkIn("b.json", order: "RC-20261122-0002", metersNorth: 10)
        bistro.checkIn("c.json", order: "RC-20261122-0002", email: "grace@example.com", metersNorth: 10)
        bistro.drop(
            "d.json",
            #"{"checkIn": {"orderNumber": "RC-20261122-0001", "email": "ada@example.com", "latitude": 91, "longitude": "x"}}"#
        )
        bistro.drop(
            "e.json",
            #"{"checkIn": {"email": "ada@example.com", "latitude": 43.6532, "longitude": -79.3832, "at": "2026-11-22T18:00:00-05:00"}}"#
        )
        let summary = try bistro.json(["process", "--json"]) as! [String: Any]
        let codes = Dictionary(
            uniqueKeysWithValues: (summary["rejections"] as! [[String: Any]]).map {
                ($0["file"] as! String, $0["codes"] as! [String])
            })
        #expect(
            codes == [
                "a.json": ["checkin_unknown_order"],
                "b.json": ["checkin_not_customer"],
                "c.json": ["checkin_order_cancelled"],
                "d.json": ["invalid_coordinates", "invalid_coordinates"],
                "e.json": ["checkin_missing_order", "invalid_checkin_time"],
            ])
        #expect(bistro.files("rejected").contains("a.json.error.json"))
        // Re-running finds nothing new; a rejected check-in is never handled twice.
        #expect(try bistro.run(["process", "--quiet"]).stdout == "")
        let cancelled = try bistro.mail().first { $0.event == "cancelled" }
        #expect(cancelled?.headers["To"] == "grace@example.com")
        #expect(cancelled?.body.contains("was cancelled: out of buns.") == true)
    }

    @Test func staffStatusChangesFollowTheFlow() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        try bistro.run(["process"])
        let early = try bistro.run(["status", "web-1", "picked-up"])
        #expect(early.status == 1)
        #expect(
            early.stderr
                == "bistro: error: cannot mark RC-20261122-0001 picked up: it is received; mark it ready first\n")
        #expect(try bistro.run(["status", "web-1", "ready"]).status == 0)
        let late = try bistro.run(["status", "web-1", "cancelled"])
        #expect(late.status == 1)
        #expect(late.stderr.contains("a ready order can only be picked up"))
        #expect(try bistro.run(["status", "web-1", "ready"]).stderr.contains("it is already ready"))
        #expect(try bistro.run(["status", "nope", "ready"]).status == 1)
        #expect(Set(try bistro.mail().map(\.event)) == ["received", "ready"])
    }

    @Test func aCrashAfterDeliveringRedeliversTheSameMessage() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        let crashed = try bistro.run(["process"], environment: ["BISTRO_TEST_CRASH_AFTER_DELIVERY": "1"])
        #expect(crashed.status == 75)
        let files = BistroRunner.snapshot(URL(fileURLWithPath: bistro.outbox))
        #expect(Array(files.keys) == ["new/1795384800.RC-20261122-0001.received.royalcafe.example"])
        // The order was committed before the crash; the message was delivered but not marked sent.
        let rerun = try bistro.run(["process"])
        #expect(
            rerun.stdout
                == "Accepted 0, rejected 0, duplicates 0; messages queued in the outbox 1 (no mail transport set)\n")
        #expect(BistroRunner.snapshot(URL(fileURLWithPath: bistro.outbox)) == files)
        #expect(try bistro.run(["process", "--quiet"]).stdout == "")

        // A resend is the same message under a new file name.
        let resend = try bistro.run(["notify", "resend", "web-1"])
        #expect(resend.status == 0)
        let mail = try bistro.mail()
        #expect(
            mail.map(\.file) == [
                "1795384800.RC-20261122-0001.received.royalcafe.example",
                "1795384800.RC-20261122-0001.received.royalcafe.example.resent-1",
            ])
        #expect(mail[0].headers == mail[1].headers)
        #expect(mail[0].body == mail[1].body)
    }

    @Test func sendmailFailuresStayQueuedAndAreRetried() throws {
        let bistro = try OrderBookRunner()
        let content = bistro.root + "/Content"
        try FileManager.default.copyItem(atPath: OrderBookRunner.content, toPath: content)
        let script = bistro.root + "/fake-sendmail"
        try """
        #!/bin/sh
        if [ -e "\(bistro.root)/down" ]; then echo "mail system down" >&2; exit 75; fi
        cat > "\(bistro.root)/sent/$(date +%s%N).eml"
        """.write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        try FileManager.default.createDirectory(atPath: bistro.root + "/sent", withIntermediateDirectories: true)
        var restaurant = try String(contentsOfFile: content + "/restaurant.json", encoding: .utf8)
        restaurant = restaurant.replacingOccurrences(
            of: #""contact": {"#,
            with: #""notify": {"sendmail": ["\#(script)", "-t", "-i"], "kitchenTicket": true}, "contact": {"#)
        try restaurant.write(toFile: content + "/restaurant.json", atomically: true, encoding: .utf8)
        bistro.content = content
        #expect(FileManager.default.createFile(atPath: bistro.root + "/down", contents: nil))

        bistro.drop("1.json", orderJSON(id: "web-1"))
        let failed = try bistro.run(["process"])
        #expect(failed.status == 0)
        #expect(failed.stdout == "Accepted 1, rejected 0, duplicates 0; messages sent 0, 2 left queued\n")
        #expect(
            failed.stderr.contains(
                "bistro: warning: message left queued, next attempt 2026-11-22 17:01: RC-20261122-0001.received@royalcafe.example: "
            ))
        #expect(failed.stderr.contains("mail system down"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: bistro.root + "/sent").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: bistro.outbox + "/new"))
        // Staff see what is waiting and why.
        let waiting = try bistro.run(["notify", "list"]).stdout.split(separator: "\n")
        #expect(waiting.count == 2)
        #expect(
            waiting.contains {
                $0.hasPrefix(
                    "RC-20261122-0001  received  ada@example.com  queued since 2026-11-22 17:00, 1 attempt, next 2026-11-22 17:01: "
                ) && $0.contains("mail system down")
            })
        #expect(
            waiting.contains {
                $0.hasPrefix(
                    "RC-20261122-0001  kitchen  hello@royalcafe.example  queued since 2026-11-22 17:00, 1 attempt, next 2026-11-22 17:01: "
                )
            })
        let listed = try bistro.json(["notify", "list", "--json"]) as! [[String: Any]]
        #expect(listed.map { $0["event"] as? String } == ["received", "kitchen"])
        #expect(
            listed.allSatisfy {
                $0["attempts"] as? Int == 1 && $0["sentAt"] is NSNull
                    && ($0["lastError"] as? String)?.contains("mail system down") == true
            })

        try FileManager.default.removeItem(atPath: bistro.root + "/down")
        bistro.now = "2026-11-22T17:01:00-05:00"
        #expect(try bistro.run(["process"]).stdout == "Accepted 0, rejected 0, duplicates 0; messages sent 2\n")
        #expect(try bistro.run(["notify", "list"]).stdout == "No messages waiting.\n")
        let all = try bistro.run(["notify", "list", "--all", "--limit", "1"]).stdout
        #expect(all == "RC-20261122-0001  kitchen  hello@royalcafe.example  sent 2026-11-22 17:01\n")
        #expect(try bistro.run(["notify", "list", "--limit", "0"]).status != 0)
        #expect(try bistro.run(["process", "--quiet"]).stdout == "")
        let sent = try FileManager.default.contentsOfDirectory(atPath: bistro.root + "/sent").map {
            bistro.root + "/sent/" + $0
        }
        let mail = try ParsedMail.read(sent)
        #expect(Set(mail.map(\.event)) == ["received", "kitchen"])
        let ticket = try #require(mail.first { $0.event == "kitchen" })
        #expect(ticket.headers["To"] == "hello@royalcafe.example")
        #expect(ticket.headers["Message-ID"] == "<RC-20261122-0001.kitchen@royalcafe.example>")
        #expect(ticket.body.contains("1 x Royal Burger (RC-BURG-01)"))
        // Dated when the order was accepted, not when the retry went out.
        #expect(mail.allSatisfy { $0.headers["Date"] == "Sun, 22 Nov 2026 17:00:00 -0500" })
    }
}
