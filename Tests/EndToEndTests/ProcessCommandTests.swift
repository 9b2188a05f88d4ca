import Foundation
import Testing

@Suite struct ProcessCommandTests {
    /// A missing picture or a broken page is the site's problem: orders are still taken (the build reports it).
    @Test func siteProblemsDoNotStopOrders() throws {
        let bistro = try OrderBookRunner()
        let content = bistro.root + "/Content"
        try FileManager.default.copyItem(atPath: OrderBookRunner.content, toPath: content)
        let images = try FileManager.default.contentsOfDirectory(atPath: content + "/images")
        for image in images { try FileManager.default.removeItem(atPath: content + "/images/" + image) }
        try "---\ntitle: [unclosed\n---\nBody\n".write(
            toFile: content + "/pages/broken.md", atomically: true, encoding: .utf8)
        bistro.content = content
        bistro.drop("one.json", orderJSON(id: "site-problems-1"))
        let run = try bistro.run(["process"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Accepted 1,"), "\(run.stdout)")
        let build = try bistro.run(
            ["build", "--content", content, "--output", bistro.root + "/Site"], storeOptions: false)
        #expect(build.status == 1)
        #expect(build.stderr.contains("not found in the content folder"))
        #expect(build.stderr.contains("pages/broken.md"))
    }

    @Test func acceptRejectDuplicateAndSummaries() throws {
        let bistro = try OrderBookRunner()
        let first = #", "coupon": "WELCOME10", "tip": {"percent": 15}, "pickupAt": "2026-11-22T18:30:00-05:00""#
        bistro.drop("1.json", orderJSON(id: "web-1", extra: first))
        bistro.drop("2.json", orderJSON(id: "web-2", quantity: 2, extra: #", "coupon": "EXPIRED5""#))
        // re-sent (the name does not count)
        bistro.drop("3.json", orderJSON(id: "web-1", name: "Ada King", extra: first))
        let run = try bistro.run(["process"])
        #expect(run.status == 0)
        #expect(
            run.stdout
                == "Accepted 1, rejected 1 (web-2: coupon_expired), duplicates 1; messages queued in the outbox 2 (no mail transport set)\n"
        )
        #expect(bistro.files("rejected") == ["2.json", "2.json.error.json"])
        let sidecar =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: bistro.spool + "/rejected/2.json.error.json")))
            as! [String: Any]
        #expect(sidecar["file"] as? String == "2.json")
        let errors = sidecar["errors"] as! [[String: Any]]
        #expect(errors.map { $0["code"] as? String } == ["coupon_expired"])
        #expect(errors[0]["line"] as? Int == 1)

        // Nothing to do: silent with --quiet, a zero summary without it.
        #expect(try bistro.run(["process", "--quiet"]).stdout == "")
        #expect(try bistro.run(["process"]).stdout == "Accepted 0, rejected 0, duplicates 0\n")

        bistro.drop("4.json", orderJSON(id: "web-4", email: "grace@example.com", quantity: 3))
        bistro.drop("5.json", "{not json")
        let summary = try bistro.json(["process", "--json"]) as! [String: Any]
        #expect(summary["accepted"] as? Int == 1)
        #expect(summary["rejected"] as? Int == 1)
        #expect(summary["duplicates"] as? Int == 0)
        #expect((summary["rejectionsByCode"] as? [String: Int]) == ["malformed_json": 1])
    }

    @Test func verboseTellsWhereTheTimeWentOnStandardError() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        bistro.drop("2.json", "{not json")
        let result = try bistro.run(["process", "--json", "--verbose"], environment: ["BISTRO_LOG_LEVEL": "debug"])
        #expect(result.status == 0)
        // Standard output stays the JSON summary alone; the account of the run goes to standard error.
        let summary = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        #expect(summary["accepted"] as? Int == 1)
        #expect(result.stderr.contains("batch committed: 2 files in "))
        #expect(result.stderr.contains("files recorded: 2 (1 accepted, 1 rejected, 0 duplicates, 0 check-ins) in "))
        #expect(result.stderr.contains(" ms, of which wording messages "))
        #expect(result.stderr.contains("messages delivered: 1 (0 failed) in "))
        // Without --verbose nothing is logged.
        bistro.drop("3.json", orderJSON(id: "web-3"))
        #expect(try bistro.run(["process", "--json"], environment: ["BISTRO_LOG_LEVEL": "debug"]).stderr == "")
    }

    @Test func receiptsInEveryFormatAndOrderHistory() throws {
        let bistro = try OrderBookRunner()
        bistro.drop(
            "1.json",
            orderJSON(
                id: "web-1", name: "<script>alert(1)</script>", sku: "RC-BURG-01", quantity: 2,
                extra: #", "coupon": "welcome10", "tip": {"percent": 15}, "pickupAt": "2026-11-22T18:30:00-05:00""#))
        bistro.drop("2.json", orderJSON(id: "web-2", email: "grace@example.com", name: "Grace", sku: "RC-KIT-01"))
        try bistro.run(["process", "--quiet"])

        let text = try bistro.run(["receipt", "RC-20261122-0001"]).stdout
        #expect(text.contains("Royal Café"))
        #expect(text.contains("Order RC-20261122-0001"))
        #expect(text.contains("2 × Royal Burger"))
        #expect(text.contains("RC-BURG-01, $16.50 each"))
        #expect(text.contains("Discount (WELCOME10)"))
        #expect(text.contains("HST 13%"))
        #expect(text.contains("Tip (15%)"))
        #expect(text.contains("Pickup:   2026-11-22 18:30"))

        let receipt = try bistro.json(["receipt", "web-1", "--format", "json"]) as! [String: Any]
        // 33.00 - 3.30 = 29.70; tax 3.861 → 3.86; tip 4.455 → 4.46; total 38.02.
        #expect(receipt["subtotal"] as? String == "33.00")
        #expect(receipt["discount"] as? String == "3.30")
        #expect(receipt["tax"] as? String == "3.86")
        #expect(receipt["tip"] as? String == "4.46")
        #expect(receipt["total"] as? String == "38.02")
        #expect(receipt["couponCode"] as? String == "WELCOME10")

        let html = try bistro.run(["receipt", "web-1", "--format", "html"]).stdout
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        // The site's receipt page: the name also in its JSON-LD, script-safe; no raw markup anywhere else.
        #expect(PageScan.problems(html) == [])

        let orders = try bistro.json(["orders", "--json"]) as! [[String: Any]]
        #expect(orders.map { $0["orderNumber"] as? String } == ["RC-20261122-0002", "RC-20261122-0001"])
        #expect(orders[1]["orderId"] as? String == "web-1")
        #expect(orders[1]["status"] as? String == "received")
        let lines = orders[1]["lines"] as! [[String: Any]]
        #expect(lines[0]["sku"] as? String == "RC-BURG-01")
        #expect(lines[0]["quantity"] as? Int == 2)
        #expect(lines[0]["unitPrice"] as? String == "16.50")
        let mine = try bistro.json(["orders", "--json", "--customer", "GRACE@example.com"]) as! [[String: Any]]
        #expect(mine.count == 1)

        let stock = try bistro.json(["stock", "list", "--json"]) as! [[String: Any]]
        #expect(stock.first { $0["sku"] as? String == "RC-KIT-01" }?["quantity"] as? Int == 7)
        #expect(try bistro.run(["stock", "set", "rc-kit-01", "3"]).status == 0)
        let kitLine = try bistro.run(["stock"]).stdout.split(separator: "\n").first { $0.hasPrefix("RC-KIT-01 ") }
        #expect(kitLine?.split(separator: " ", omittingEmptySubsequences: true).prefix(2) == ["RC-KIT-01", "3"])
        #expect(try bistro.run(["receipt", "nope"]).status == 1)
    }

    @Test func submitDeliversUniqueNames() throws {
        let bistro = try OrderBookRunner()
        let file = bistro.root + "/order.json"
        try orderJSON(id: nil).write(toFile: file, atomically: true, encoding: .utf8)
        let result = try bistro.run(["submit", file, file, "--spool", bistro.spool], storeOptions: false)
        #expect(result.status == 0)
        #expect(bistro.files("incoming").count == 2)
        #expect(bistro.files("tmp").isEmpty)
        #expect(
            try bistro.run(["process"]).stdout
                == "Accepted 1, rejected 0, duplicates 1; messages queued in the outbox 1 (no mail transport set)\n")
    }

    /// `submit -` read all of standard input before checking its size (8.4 GB from /dev/zero). It now stops
    /// at 1 MiB and one byte; a file of exactly 1 MiB still goes in.
    @Test func submitStopsReadingAtTheLimit() throws {
        let bistro = try OrderBookRunner()
        let endless = try RunningChild(
            URL(fileURLWithPath: "/bin/sh"),
            [
                "-c", #"exec "$0" submit - --spool "$1" < /dev/zero"#,
                BistroRunner.binary.path, bistro.spool,
            ], in: URL(fileURLWithPath: bistro.root))
        let refused = try #require(endless.wait(atMost: 120), "submit - kept reading /dev/zero")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("is larger than 1048576 bytes"), "\(refused.stderr)")
        #expect(bistro.files("incoming").isEmpty && bistro.files("tmp").isEmpty)

        let exact = bistro.root + "/exact.json"
        let text = orderJSON(id: "exact")
        try Data((text + String(repeating: " ", count: (1 << 20) - text.utf8.count)).utf8).write(
            to: URL(fileURLWithPath: exact))
        let piped = try RunningChild(
            URL(fileURLWithPath: "/bin/sh"),
            [
                "-c", #"exec "$0" submit - --spool "$1" < "$2""#,
                BistroRunner.binary.path, bistro.spool, exact,
            ], in: URL(fileURLWithPath: bistro.root)
        ).wait()
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(bistro.files("incoming").count == 1)
    }

    /// `process --json` printed plain text when another run held the lock; `--quiet` printed the summary
    /// whenever something was done. Now --json always prints JSON, and --quiet nothing on standard output.
    @Test func jsonWhenBusyAndSilenceWithQuiet() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("one.json", orderJSON(id: "quiet-1"))
        bistro.drop("two.json", "{")
        let fd = open(bistro.spool + "/.lock", O_RDWR | O_CREAT, 0o640)
        #expect(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
        let busy = try bistro.run(["process", "--json"])
        close(fd)
        #expect(busy.status == 0)
        let summary = try JSONSerialization.jsonObject(with: Data(busy.stdout.utf8)) as? [String: Any]
        #expect(summary?["busy"] as? Bool == true)
        #expect(summary?["accepted"] as? Int == 0)
        #expect(bistro.files("incoming") == ["one.json", "two.json"])

        let quiet = try bistro.run(["process", "--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.stdout == "" && quiet.stderr == "")
        #expect(bistro.files("accepted") == ["one.json"])
        #expect(bistro.files("rejected") == ["two.json", "two.json.error.json"])
        let done = try bistro.json(["process", "--json", "--quiet"]) as? [String: Any]
        #expect(done?["busy"] as? Bool == false)
    }

    @Test func unwritableDatabaseLeavesFilesAndFails() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "x"))
        // a folder where the file should be
        try FileManager.default.createDirectory(atPath: bistro.db, withIntermediateDirectories: true)
        let result = try bistro.run(["process"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("is not a Bistro order book: it is a folder"))
        #expect(bistro.files("incoming") == ["1.json"])
    }

    @Test func everyCommandHasHelpWithExamples() throws {
        let bistro = try OrderBookRunner()
        for command in [
            ["process"], ["submit"], ["stock"], ["stock", "set"], ["receipt"], ["orders"], ["notify", "list"],
            ["notify", "resend"],
        ] {
            let help = try bistro.run(command + ["--help"], storeOptions: false)
            #expect(help.stdout.contains("Examples:"), "\(command)")
        }
    }
}
