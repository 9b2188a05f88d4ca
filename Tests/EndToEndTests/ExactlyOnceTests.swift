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
            let text: String = switch i % 10 {
            case 0: orderJSON(id: id, sku: "RC-CLAS-02", quantity: 1)                           // stock 5: mostly rejected
            case 1: orderJSON(id: id, email: "c\(i)@example.com", extra: #", "coupon": "STAFF25""#)  // max 50 redemptions
            case 2: orderJSON(id: id, sku: "RC-NOPE")                                          // rejected
            case 3: orderJSON(id: id, sku: "RC-KIT-04", quantity: 1)                           // stock 15
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
        let soldShortRib = orders.flatMap { $0["lines"] as! [[String: Any]] }.filter { $0["sku"] as? String == "RC-CLAS-02" }.count
        let soldKits = orders.flatMap { $0["lines"] as! [[String: Any]] }.filter { $0["sku"] as? String == "RC-KIT-04" }.count
        #expect(soldShortRib == 5)
        #expect(soldKits == 15)
        #expect(orders.filter { $0["couponCode"] as? String == "STAFF25" }.count == 50)
        let stock = try bistro.json(["stock", "list", "--json"]) as! [[String: Any]]
        #expect(stock.first { $0["sku"] as? String == "RC-CLAS-02" }?["quantity"] as? Int == 0)
        #expect(stock.first { $0["sku"] as? String == "RC-KIT-04" }?["quantity"] as? Int == 0)
        // Every order id is either in the order book or in rejected/.
        let acceptedIDs = Set(orders.compactMap { $0["orderId"] as? String })
        #expect(acceptedIDs.count + rejected.count == expectedIDs.count)
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
        let winner = "Accepted 1500, rejected 0, duplicates 0; messages sent 1500\n"
        #expect(outputs.filter { $0 == winner }.count == 1, "\(outputs)")
        let loser = outputs.first { $0 != winner } ?? ""
        #expect(loser.contains("another bistro process is running") || loser == "Accepted 0, rejected 0, duplicates 0\n", "\(outputs)")
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
        #expect(after.stdout == "Accepted 1, rejected 0, duplicates 0; messages sent 1\n")
        #expect(bistro.files("accepted") == ["one.json"])
    }
}
