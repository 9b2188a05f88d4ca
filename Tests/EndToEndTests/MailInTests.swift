import Foundation
import Testing

/// Mail-in orders (`bistro process --inbox MAILDIR`) with the real binary, a real Maildir and the
/// messages in Fixtures/inbox/.
@Suite struct MailInTests {
    /// A runner with a Maildir (new/, cur/, tmp/) beside its spool.
    final class Rig {
        let bistro: OrderBookRunner
        var maildir: String { bistro.root + "/Maildir" }

        init() throws {
            bistro = try OrderBookRunner()
            for folder in ["new", "cur", "tmp"] {
                try FileManager.default.createDirectory(
                    atPath: maildir + "/" + folder, withIntermediateDirectories: true)
            }
        }

        /// Copies a fixture into new/ under `name`.
        func deliver(_ fixture: String, as name: String) throws {
            let data = try Data(contentsOf: BistroRunner.fixtures.appendingPathComponent("inbox/" + fixture))
            try data.write(to: URL(fileURLWithPath: maildir + "/new/" + name))
        }

        func deliver(text: String, as name: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: maildir + "/new/" + name))
        }

        func process(_ extra: [String] = [], environment: [String: String] = [:]) throws -> BistroRunner.Result {
            try bistro.run(["process", "--inbox", maildir] + extra, environment: environment)
        }

        func mail(_ folder: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: maildir + "/" + folder)) ?? []).sorted()
        }

        func orders() throws -> [[String: Any]] {
            try #require(try bistro.json(["orders", "--json"]) as? [[String: Any]])
        }
    }

    static let acceptedFixtures = [
        "accepted-alternative-latin1.eml", "accepted-base64-attachment.eml", "accepted-mailto-flowed.eml",
        "accepted-quoted-printable-text.eml",
    ]

    /// Every hostile message with the code it is reported with when it leaves new/ flagged.
    static let hostileFixtures = [
        "bad-base64.eml": "no_order",
        "broken-boundary.eml": "no_order",
        "html-only.eml": "no_order",
        "no-header-break.eml": "no_order",
        "no-order.eml": "no_order",
        "sender-mismatch-encoded-word.eml": "sender_mismatch",
        "sender-mismatch-two-froms.eml": "sender_mismatch",
        "sender-mismatch.eml": "sender_mismatch",
    ]

    @Test func severalMessagesBecomeOrdersAndMoveToCurAsSeen() throws {
        let rig = try Rig()
        for (index, fixture) in Self.acceptedFixtures.enumerated() {
            try rig.deliver(fixture, as: "170000000\(index).M1P1Q\(index).mx")
        }
        // The same order mailed twice (same orderId): a duplicate, not a second order.
        try rig.deliver("accepted-base64-attachment.eml", as: "1700000009.M1P1Q9.mx")
        let run = try rig.process(["--json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(summary["accepted"] as? Int == 4)
        #expect(summary["duplicates"] as? Int == 1)
        #expect(rig.mail("new").isEmpty)
        #expect(rig.mail("cur") == (0..<4).map { "170000000\($0).M1P1Q\($0).mx:2,S" } + ["1700000009.M1P1Q9.mx:2,S"])
        #expect(rig.bistro.files("incoming").isEmpty)
        #expect(rig.bistro.files("accepted").filter { $0.hasSuffix(".mail.json") }.count == 5)
        let orders = try rig.orders()
        let emails = orders.compactMap {
            ($0["customer"] as? [String: Any])?["email"] as? String ?? $0["customerEmail"] as? String
        }
        #expect(orders.count == 4)
        #expect(
            Set(emails) == ["ada@example.com", "bob@example.com", "cy@example.com", "dee@example.com"], "\(orders)")
        // The QP body's "=3D" and UTF-8 came through, and the flowed line was joined inside the JSON string.
        let notes = orders.flatMap { $0["lines"] as? [[String: Any]] ?? [] }.compactMap { $0["note"] as? String }
        #expect(notes.contains("no onions = please"))
        #expect(notes.contains("a long note that a mail program wrapped in the middle of the string"))
        // A second run finds nothing new.
        let again = try rig.process(["--json"])
        #expect(again.status == 0 && again.stderr.isEmpty)
        #expect(try rig.orders().count == 4)
    }

    /// Issue 23: messages that are no order used to stay in new/ for ever, read again on every run (and,
    /// 10,000 of them, keeping every later order out). They leave new/ for cur/ flagged (F, not seen), each
    /// reported once; a link or a pipe moves as it is, never followed or opened.
    @Test func messagesWithoutAnOrderOrFromAStrangerLeaveNewFlaggedAndAreReportedOnce() throws {
        let rig = try Rig()
        for name in Self.hostileFixtures.keys { try rig.deliver(name, as: name) }
        // Too large: not read at all.
        try Data(repeating: UInt8(ascii: "a"), count: (1 << 20) + 1).write(
            to: URL(fileURLWithPath: rig.maildir + "/new/too-large"))
        // A link to an order file outside the Maildir, and a named pipe: never followed or opened.
        let outside = rig.bistro.root + "/outside.eml"
        let order = BistroRunner.fixtures.appendingPathComponent("inbox/accepted-base64-attachment.eml").path
        try FileManager.default.copyItem(atPath: order, toPath: outside)
        try FileManager.default.createSymbolicLink(atPath: rig.maildir + "/new/link", withDestinationPath: outside)
        #expect(mkfifo(rig.maildir + "/new/pipe", 0o600) == 0)
        let expected = Self.hostileFixtures.merging([
            "too-large": "too_large", "link": "not_a_file", "pipe": "not_a_file",
        ]) { a, _ in a }

        let first = try rig.process(["--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        let lines = first.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count, "\(first.stderr)")
        for (name, code) in expected {
            let found = lines.filter { $0.contains("/new/\(name) moved to cur/ flagged (F) (\(code))") }
            #expect(found.count == 1, "\(name): \(first.stderr)")
        }
        // A stranger's words never reach the report (cron mails it to the owner).
        for stranger in ["mallory", "evil.example", "INJECTED", "CLICK", "Sunday", "sunday"] {
            #expect(!first.stderr.contains(stranger), "\(stranger)")
        }
        #expect(rig.mail("new").isEmpty)
        #expect(rig.mail("cur") == expected.keys.sorted().map { $0 + ":2,F" })
        var link = stat()
        #expect(lstat(rig.maildir + "/cur/link:2,F", &link) == 0 && link.st_mode & S_IFMT == S_IFLNK)
        #expect(FileManager.default.fileExists(atPath: outside))
        #expect(rig.bistro.files("incoming").isEmpty && rig.bistro.files("accepted").isEmpty)
        #expect(try rig.orders().isEmpty)

        // Reported once: they are not read again.
        let second = try rig.process(["--quiet"])
        #expect(second.status == 0 && second.stderr.isEmpty, "\(second.stderr)")
        // One that cannot leave new/ (cur/ has its name) stays there, reported once.
        try rig.deliver("no-order.eml", as: "sender-mismatch.eml")
        let third = try rig.process(["--quiet"])
        #expect(third.stderr.contains("/new/sender-mismatch.eml left in new/ (no_order)"), "\(third.stderr)")
        #expect(third.stderr.contains("it could not be moved to cur/: cur/ already has a message of that name"))
        #expect(rig.mail("new") == ["sender-mismatch.eml"])
        let fourth = try rig.process(["--quiet"])
        #expect(fourth.status == 0 && fourth.stderr.isEmpty, "\(fourth.stderr)")
    }

    @Test func aSenderMismatchIsRejectedAndFlaggedWhileTheGenuineOrderGoesThrough() throws {
        let rig = try Rig()
        try rig.deliver("sender-mismatch.eml", as: "1700000001.M1P1Q1.mx")
        try rig.deliver("accepted-base64-attachment.eml", as: "1700000002.M1P1Q2.mx")
        let run = try rig.process(["--json"])
        #expect(run.status == 0)
        let flagged = "1700000001.M1P1Q1.mx moved to cur/ flagged (F) (sender_mismatch): the order was rejected"
        #expect(run.stderr.contains(flagged), "\(run.stderr)")
        #expect(rig.mail("new").isEmpty)
        #expect(rig.mail("cur") == ["1700000001.M1P1Q1.mx:2,F", "1700000002.M1P1Q2.mx:2,S"])
        let orders = try rig.orders()
        #expect(orders.count == 1)
        #expect(orders.first?["orderId"] as? String == "mail-1")
    }

    /// new/ as a link out of the Maildir is refused: the run stops with an error before any spool file is
    /// touched, and the message the link points at stays where it is.
    @Test func aNewFolderThatIsALinkIsNeverFollowed() throws {
        let rig = try Rig()
        let elsewhere = rig.bistro.root + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: BistroRunner.fixtures.appendingPathComponent("inbox/accepted-base64-attachment.eml").path,
            toPath: elsewhere + "/1700000001.M1P1Q1.mx")
        try FileManager.default.removeItem(atPath: rig.maildir + "/new")
        try FileManager.default.createSymbolicLink(atPath: rig.maildir + "/new", withDestinationPath: elsewhere)
        rig.bistro.drop("a.json", orderJSON(id: "file-1"))
        let run = try rig.process()
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("cannot read the inbox \(rig.maildir)/new (a Maildir's new/ folder, not a link)"),
            "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere) == ["1700000001.M1P1Q1.mx"])
        #expect(rig.bistro.files("incoming") == ["a.json"])
        #expect(rig.mail("cur").isEmpty)
    }

    /// The crash hook stops the run right after the first message's order went into the spool and before
    /// the message moved: twice in a row (the second time the file is already there), then a run without
    /// --inbox processes the file, then the inbox is read again. Exactly one order per message, each
    /// message in cur/ once, no second file.
    @Test func aCrashBetweenDeliveryAndMoveMakesNoSecondOrder() throws {
        let rig = try Rig()
        for (index, fixture) in Self.acceptedFixtures.enumerated() {
            try rig.deliver(fixture, as: "170000000\(index).M1P1Q\(index).mx")
        }
        let crash = ["BISTRO_TEST_CRASH_AFTER_INBOX_DELIVERY": "1"]
        for _ in 0..<2 {
            let crashed = try rig.process(environment: crash)
            #expect(crashed.status == 75)
            #expect(rig.bistro.files("incoming") == ["1700000000.M1P1Q0.mx.mail.json"])
            #expect(rig.mail("new").count == 4 && rig.mail("cur").isEmpty)
        }
        let withoutInbox = try rig.bistro.run(["process", "--quiet"])
        #expect(withoutInbox.status == 0)
        #expect(rig.bistro.files("accepted") == ["1700000000.M1P1Q0.mx.mail.json"])
        // The first message's file is found in accepted/: the message is only moved.
        let crashedAgain = try rig.process(environment: crash)
        #expect(crashedAgain.status == 75)
        #expect(rig.bistro.files("incoming").isEmpty)
        let final = try rig.process(["--json"])
        #expect(final.status == 0, "\(final.stderr)")
        #expect(rig.mail("new").isEmpty)
        #expect(rig.mail("cur").count == 4 && rig.mail("cur").allSatisfy { $0.hasSuffix(":2,S") })
        #expect(rig.bistro.files("accepted").count == 4)
        #expect(rig.bistro.files("accepted").allSatisfy { $0.hasSuffix(".mail.json") })
        #expect(try rig.orders().count == 4)
    }

    /// 120 mailed orders; runs are killed with SIGKILL while they read the inbox (once 10, 40 and 80
    /// messages are in cur/, wherever the run is then: writing a file, moving a message) and while they
    /// record orders (once accepted/ has a file), then one runs to the end: 120 orders, no message left,
    /// no second file.
    @Test func killedWhileReadingTheInboxEveryMailedOrderIsRecordedOnce() throws {
        let rig = try Rig()
        for index in 0..<120 {
            let name = String(format: "17000%05d.M1P1Q%d.mx", index, index)
            let withID = index % 2 == 0
            let order = orderJSON(id: withID ? "kill-\(index)" : nil, email: "k\(index)@example.com")
            try rig.deliver(text: "From: k\(index)@example.com\nSubject: order\n\nHello,\n\(order)\nBye\n", as: name)
        }
        let moments: [() -> Bool] = [
            { rig.mail("cur").count >= 10 }, { rig.mail("cur").count >= 40 }, { rig.mail("cur").count >= 80 },
            { !rig.bistro.files("accepted").isEmpty },
        ]
        for moment in moments {
            let run = try rig.bistro.start(["process", "--quiet", "--inbox", rig.maildir])
            let deadline = Date().addingTimeInterval(60)
            while !moment() && run.process.isRunning && Date() < deadline { usleep(500) }
            kill(run.process.processIdentifier, SIGKILL)
            _ = run.wait()
        }
        // (Where each kill lands depends on the machine's load; the crash hook above pins the one moment that
        // matters most. Whatever the moments, the outcome below must hold.)
        let final = try rig.process(["--quiet"])
        #expect(final.status == 0, "\(final.stderr)")
        #expect(rig.mail("new").isEmpty)
        #expect(rig.mail("cur").count == 120)
        #expect(rig.bistro.files("incoming").isEmpty)
        let accepted = rig.bistro.files("accepted")
        #expect(
            accepted.count == 120 && accepted.allSatisfy { $0.hasSuffix(".mx.mail.json") },
            "\(accepted.filter { !$0.hasSuffix(".mx.mail.json") })")
        let orders = try rig.orders()
        #expect(orders.count == 120)
        #expect(
            Set(
                orders.compactMap {
                    $0["customerEmail"] as? String ?? ($0["customer"] as? [String: Any])?["email"] as? String
                }
            ).count == 120)
    }
}
