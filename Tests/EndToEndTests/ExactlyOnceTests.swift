import Foundation
import Testing

/// Crash safety and cron overlap, with the real binary.
@Suite struct ExactlyOnceTests {
    /// 2,000 files (accepted, rejected, duplicates, stock-limited, coupon-limited); the processor is killed
    /// with SIGKILL at random moments several times, then run to the end. Every file must end up accepted
    /// or rejected exactly once, and the database must agree with the files.
    @Test func killedAtRandomPointsLosesNothingAndDuplicatesNothing() throws {
        let bistro = try OrderBookRunner()
        var expectedIDs: [String] = []
        for i in 0..<2000 {
            let id = "crash-\(i)"
            expectedIDs.append(id)
            let text: String =
                switch i % 10 {
                case 0: orderJSON(id: id, sku: "RC-CLAS-02", quantity: 1)  // stock 5: mostly rejected
                // max 50 redemptions
                case 1: orderJSON(id: id, email: "c\(i)@example.com", extra: #", "coupon": "STAFF25""#)
                case 2: orderJSON(id: id, sku: "RC-NOPE")  // rejected
                case 3: orderJSON(id: id, sku: "RC-KIT-04", quantity: 1)  // stock 15
                default: orderJSON(id: id, email: "c\(i % 97)@example.com", quantity: 1 + i % 3)
                }
            bistro.drop(String(format: "%05d.json", i), text)
        }
        // Kill moments spread over start-up, parsing, committing and moving (fixed, so runs are comparable).
        for delay: UInt32 in [20_000, 65_000, 110_000, 170_000, 250_000] {
            let run = try bistro.start(["process", "--quiet"])
            usleep(delay)
            kill(run.process.processIdentifier, SIGKILL)
            _ = run.wait()
        }
        let final = try bistro.run(["process", "--quiet"])
        #expect(final.status == 0)
        #expect(bistro.files("incoming").isEmpty)
        let accepted = bistro.files("accepted")
        let rejected = bistro.files("rejected").filter { !$0.hasSuffix(".error.json") }
        #expect(accepted.count + rejected.count == 2000)
        #expect(Set(accepted).isDisjoint(with: rejected))
        #expect(accepted.allSatisfy { $0.hasSuffix(".json") && !$0.contains(".json.") })
        #expect(bistro.files("rejected").filter { $0.hasSuffix(".error.json") }.count == rejected.count)

        let orders = try bistro.json(["orders", "--json"]) as! [[String: Any]]
        #expect(orders.count == accepted.count)
        #expect(Set(orders.compactMap { $0["orderId"] as? String }).count == orders.count)
        let soldShortRib = orders.flatMap { $0["lines"] as! [[String: Any]] }.filter {
            $0["sku"] as? String == "RC-CLAS-02"
        }.count
        let soldKits = orders.flatMap { $0["lines"] as! [[String: Any]] }.filter { $0["sku"] as? String == "RC-KIT-04" }
            .count
        #expect(soldShortRib == 5)
        #expect(soldKits == 15)
        #expect(orders.filter { $0["couponCode"] as? String == "STAFF25" }.count == 50)
        let stock = try bistro.json(["stock", "list", "--json"]) as! [[String: Any]]
        #expect(stock.first { $0["sku"] as? String == "RC-CLAS-02" }?["quantity"] as? Int == 0)
        #expect(stock.first { $0["sku"] as? String == "RC-KIT-04" }?["quantity"] as? Int == 0)
        // Every order id is either in the order book or in rejected/.
        let acceptedIDs = Set(orders.compactMap { $0["orderId"] as? String })
        #expect(acceptedIDs.count + rejected.count == expectedIDs.count)
        // No sidecar being written when a kill came is left behind.
        #expect(bistro.files("tmp").isEmpty)
    }

    /// `bistro process` runs as a swift-service-lifecycle service: SIGTERM (here after the first batch of
    /// 500 committed) stops it gracefully. The batches it had read are decided and moved, it exits 0 and
    /// says it stopped, the rest stays in incoming/, and the next run takes exactly the rest.
    @Test func sigtermStopsARunAfterTheBatchesItRead() throws {
        let bistro = try OrderBookRunner()
        for i in 0..<2000 {
            bistro.drop(String(format: "%05d.json", i), orderJSON(id: "stop-\(i)", email: "s\(i % 50)@example.com"))
        }
        let run = try bistro.start(["process", "--json"], environment: ["BISTRO_TEST_PAUSE_AFTER_COMMIT": "120"])
        let deadline = Date().addingTimeInterval(60)
        while bistro.files("accepted").count < 500 && Date() < deadline { usleep(20_000) }
        kill(run.process.processIdentifier, SIGTERM)
        let stopped = run.wait()
        #expect(stopped.status == 0, "\(stopped.stderr)")
        let summary = try JSONSerialization.jsonObject(with: Data(stopped.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(summary["stopped"] as? Bool == true)
        let accepted = try #require(summary["accepted"] as? Int)
        #expect(accepted >= 500 && accepted < 2000, "the read batches only: \(accepted)")
        #expect(bistro.files("accepted").count == accepted)
        #expect(bistro.files("incoming").count == 2000 - accepted)

        let rest = try bistro.run(["process", "--json"])
        let second = try JSONSerialization.jsonObject(with: Data(rest.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(second["accepted"] as? Int == 2000 - accepted && second["duplicates"] as? Int == 0)
        #expect(second["stopped"] as? Bool == false)
        #expect(bistro.files("incoming").isEmpty)
        #expect((try bistro.json(["orders", "--json"]) as? [[String: Any]])?.count == 2000)
    }

    /// Issue 10: file X (key K) rejected, then X' with the same key and content accepted before X had moved;
    /// after a crash, recovery found K among the orders and moved X to accepted/. Recovery now goes by what
    /// was recorded for the file itself (its name and content). The crash comes from a test hook, right
    /// after the first commit and before any file moves.
    @Test func aCrashAfterTheCommitNeverMovesARejectedFileToAccepted() throws {
        let bistro = try OrderBookRunner()
        let x = try HostileSpool.fixture("recorded-rejection.json")
        bistro.drop("b-x.json", x)
        let crashed = try bistro.run(["process"], environment: ["BISTRO_TEST_CRASH_AFTER_COMMIT": "1"])
        #expect(crashed.status == 75)
        #expect(bistro.files("incoming") == ["b-x.json"])
        // X' sorts first, so the next run accepts it before it comes to X.
        bistro.drop("a-x-prime.json", try HostileSpool.fixture("same-key-accepted.json"))
        let recovered = try bistro.run(["process", "--json"])
        #expect(recovered.status == 0, "\(recovered.stderr)")
        let summary = try #require(
            try JSONSerialization.jsonObject(with: Data(recovered.stdout.utf8)) as? [String: Any])
        #expect((summary["orders"] as? [[String: Any]])?.map { $0["file"] as? String } == ["a-x-prime.json"])
        #expect((summary["rejections"] as? [[String: Any]])?.map { $0["file"] as? String } == ["b-x.json"])
        #expect(bistro.files("accepted") == ["a-x-prime.json"])
        #expect(bistro.files("rejected") == ["b-x.json", "b-x.json.error.json"])
        let sidecar =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: bistro.spool + "/rejected/b-x.json.error.json")))
            as? [String: Any]
        #expect((sidecar?["errors"] as? [[String: Any]])?.map { $0["code"] as? String } == ["unknown_field"])
    }

    /// The same with 200 such pairs in one batch, and the recovery itself killed at random moments: the
    /// first run is stopped right after its commit, so every pair is recorded (X rejected, X' accepted)
    /// and still in incoming/; the runs after it are killed while they move files. Every X must end in
    /// rejected/ with its sidecar and every X' in accepted/, once.
    @Test func killedRecoveriesKeepEachFileWhereItsRecordSaysItBelongs() throws {
        let bistro = try OrderBookRunner()
        for i in 0..<200 {
            let id = "twin-\(i)"
            bistro.drop(
                String(format: "x-%04d.json", i),
                orderJSON(id: id, email: "t\(i % 50)@example.com", extra: #", "colour": "red""#))
            bistro.drop(String(format: "y-%04d.json", i), orderJSON(id: id, email: "t\(i % 50)@example.com"))
        }
        let crashed = try bistro.run(["process"], environment: ["BISTRO_TEST_CRASH_AFTER_COMMIT": "1"])
        #expect(crashed.status == 75)
        #expect(bistro.files("incoming").count == 400)
        for delay: UInt32 in [5_000, 15_000, 30_000, 50_000, 80_000, 120_000] {
            let run = try bistro.start(["process", "--quiet"])
            usleep(delay)
            kill(run.process.processIdentifier, SIGKILL)
            _ = run.wait()
        }
        let final = try bistro.run(["process", "--quiet"])
        #expect(final.status == 0, "\(final.stderr)")
        #expect(bistro.files("incoming").isEmpty)
        let accepted = bistro.files("accepted"), rejected = bistro.files("rejected")
        #expect(
            accepted.count == 200 && accepted.allSatisfy { $0.hasPrefix("y-") && !$0.contains(".json.") },
            "\(accepted.filter { !$0.hasPrefix("y-") })")
        #expect(rejected.count == 400 && rejected.allSatisfy { $0.hasPrefix("x-") && !$0.contains(".json.2") })
        let orders = try #require(try bistro.json(["orders", "--json"]) as? [[String: Any]])
        #expect(orders.count == 200)
        #expect(bistro.files("tmp").isEmpty)
    }

    @Test func twoConcurrentRunsDoNotBothProcess() throws {
        let bistro = try OrderBookRunner()
        // The order book exists, as it does after cron's first run: this test is about the spool lock. Two
        // runs opening a new book at once race to create it (ConcurrentOpenTests' subject); with the starts
        // 30 ms apart on a busy machine, that race made one of them exit 1 now and then.
        let create = try bistro.run(["process", "--quiet"])
        #expect(create.status == 0 && create.stdout.isEmpty && create.stderr.isEmpty, "\(create.stderr)")
        for i in 0..<1500 { bistro.drop(String(format: "%05d.json", i), orderJSON(id: "c\(i)")) }
        let first = try bistro.start(["process"])
        usleep(30_000)
        let second = try bistro.run(["process"])
        let firstResult = first.wait()
        #expect(firstResult.status == 0 && second.status == 0, "\(firstResult.stderr) \(second.stderr)")
        // Whichever run took the lock processed all 1,500; the other either found the lock held or, when it
        // started after the winner had finished, found nothing left to do.
        let outputs = [firstResult.stdout, second.stdout]
        let winner =
            "Accepted 1500, rejected 0, duplicates 0; messages queued in the outbox 1500 (no mail transport set)\n"
        #expect(outputs.filter { $0 == winner }.count == 1, "\(outputs)")
        let loser = outputs.first { $0 != winner } ?? ""
        #expect(
            loser.contains("another bistro process is running") || loser == "Accepted 0, rejected 0, duplicates 0\n",
            "\(outputs)")
        #expect(bistro.files("accepted").count == 1500)
        let orders = try bistro.json(["orders", "--json"]) as! [[String: Any]]
        #expect(orders.count == 1500)
    }

    /// A run that finds the spool lock held (here by the test itself) leaves every file alone and exits 0.
    @Test func aHeldLockMakesTheRunStepAside() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("one.json", orderJSON(id: "held-1"))
        let fd = open(bistro.spool + "/.lock", O_RDWR | O_CREAT, 0o640)
        #expect(fd >= 0)
        #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
        let blocked = try bistro.run(["process"])
        #expect(blocked.status == 0)
        #expect(blocked.stdout.contains("another bistro process is running"))
        #expect(bistro.files("incoming") == ["one.json"])
        close(fd)
        let after = try bistro.run(["process"])
        #expect(
            after.stdout
                == "Accepted 1, rejected 0, duplicates 0; messages queued in the outbox 1 (no mail transport set)\n")
        #expect(bistro.files("accepted") == ["one.json"])
    }
}
