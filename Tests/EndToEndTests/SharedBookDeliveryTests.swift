import Foundation
import Testing

/// Two spools, each with its own outbox, sharing one order book: delivery is guarded by a claim in the
/// book, not only by the spool lock, so each message goes out through one of them only; and a claim left
/// by a crashed run is taken over at once from its own spool, and from another spool once it is stale.
@Suite struct SharedBookDeliveryTests {
    static let hold = "BISTRO_TEST_HOLD_AFTER_CLAIM"

    func newFiles(_ maildir: String) -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: maildir + "/new")) ?? [])
    }

    @Test func twoSpoolsSharingABookNeverSendAMessageTwice() throws {
        let rig = try MailRig()
        let bistro = rig.bistro
        let spoolB = bistro.root + "/spool-b"
        func runB() throws -> BistroRunner.Result {
            try BistroRunner.run(
                ["process", "--spool", spoolB, "--db", bistro.db, "--now", bistro.now, "--content", bistro.content],
                in: URL(fileURLWithPath: bistro.root))
        }
        // 600 orders (two groups of messages) whose messages cannot go out yet: the outbox is a file.
        for number in 1...600 { bistro.drop(String(format: "%04d.json", number), orderJSON(id: "web-\(number)")) }
        #expect(FileManager.default.createFile(atPath: bistro.outbox, contents: nil))
        let blocked = try rig.run(["process"])
        #expect(blocked.status == 0)
        #expect(
            blocked.stdout
                == "Accepted 600, rejected 0, duplicates 0; messages queued in the outbox 0 (no mail transport set), 600 left queued\n"
        )
        try FileManager.default.removeItem(atPath: bistro.outbox)

        // At 17:02 both spools deliver: A claims the first group and is held right then, while B runs.
        bistro.now = MailRig.time(minutesAfter5pm: 2)
        let hold = bistro.root + "/hold"
        #expect(FileManager.default.createFile(atPath: hold, contents: nil))
        let runA = try BistroRunner.start(
            ["process", "--spool", bistro.spool, "--db", bistro.db, "--now", bistro.now, "--content", bistro.content],
            in: URL(fileURLWithPath: bistro.root), environment: [Self.hold: hold])
        defer { kill(runA.process.processIdentifier, SIGKILL) }
        #expect(MailRig.waitFor(hold + ".claimed"), "spool A never claimed a group")
        #expect(
            try runB().stdout
                == "Accepted 0, rejected 0, duplicates 0; messages queued in the outbox 100 (no mail transport set)\n")
        try FileManager.default.removeItem(atPath: hold)
        let a = try #require(runA.wait(atMost: 120))
        #expect(
            a.stdout
                == "Accepted 0, rejected 0, duplicates 0; messages queued in the outbox 500 (no mail transport set)\n")
        let inA = newFiles(bistro.outbox), inB = newFiles(spoolB + "/outbox")
        #expect(inA.count == 500 && inB.count == 100)
        #expect(inA.intersection(inB).count == 0, "messages sent through both spools")
        #expect(try rig.run(["notify", "list"]).stdout == "No messages waiting.\n")

        // A run of A crashes after delivering, before marking: its claim keeps B away, but not A's next run.
        bistro.now = MailRig.time(minutesAfter5pm: 3)
        bistro.drop("0601.json", orderJSON(id: "web-601"))
        #expect(try bistro.run(["process"], environment: ["BISTRO_TEST_CRASH_AFTER_DELIVERY": "1"]).status == 75)
        bistro.now = MailRig.time(minutesAfter5pm: 4)
        #expect(try runB().stdout == "Accepted 0, rejected 0, duplicates 0\n")
        #expect(
            try rig.run(["process"]).stdout
                == "Accepted 0, rejected 0, duplicates 0; messages queued in the outbox 1 (no mail transport set)\n")
        #expect(newFiles(bistro.outbox).count == 501 && newFiles(spoolB + "/outbox").count == 100)

        // Another crash; nobody runs A again: B takes the claim once it is 30 minutes old.
        bistro.now = MailRig.time(minutesAfter5pm: 5)
        bistro.drop("0602.json", orderJSON(id: "web-602"))
        #expect(try bistro.run(["process"], environment: ["BISTRO_TEST_CRASH_AFTER_DELIVERY": "1"]).status == 75)
        bistro.now = MailRig.time(minutesAfter5pm: 34)
        #expect(try runB().stdout == "Accepted 0, rejected 0, duplicates 0\n")
        bistro.now = MailRig.time(minutesAfter5pm: 35)
        #expect(
            try runB().stdout
                == "Accepted 0, rejected 0, duplicates 0; messages queued in the outbox 1 (no mail transport set)\n")
        #expect(try rig.run(["notify", "list"]).stdout == "No messages waiting.\n")
    }
}
