import Foundation
import Testing

/// Issue 10's mail items with the real `bistro` and the inputs of `Fixtures/hostile-mail/`: rejection
/// mails that relay nothing of a stranger's file and come a few per address and day, addresses that hide
/// encoded words, a lone "." in a note, and sendmails that hang or fail.
@Suite struct HostileMailTests {
    /// A file's name, orderId, unknown item code and coupon carry a phishing text, and the file names a
    /// stranger's address: the rejection mail words its reasons itself, and that address gets at most three
    /// such mails a day (its "+tag" variants included), across runs.
    @Test func rejectionMailsRelayNothingAndComeAFewPerAddressAndDay() throws {
        let rig = try MailRig()
        let relay = try MailRig.fixture("relay-text.json")
        for (index, address) in [
            "victim@example.com", "victim@example.com", "Victim+shop@Example.com", "victim+x@example.com",
        ].enumerated() {
            rig.bistro.drop(
                "relay-\(index + 1).json", relay.replacingOccurrences(of: "victim@example.com", with: address))
        }
        let first = try rig.bistro.json(["process", "--json"]) as! [String: Any]
        let codes = (first["rejections"] as! [[String: Any]]).map { $0["codes"] as! [String] }
        #expect(codes == Array(repeating: ["unknown_sku", "coupon_unknown"], count: 4))
        var mail = try rig.bistro.mail()
        #expect(mail.count == 3)
        #expect(Set(mail.compactMap { $0.headers["To"] }) == ["victim@example.com", "victim+shop@example.com"])
        for message in mail {
            #expect(message.clean)
            #expect(
                message.body.contains(
                    "- an item that is not on our menu: item 2 of your order\n- a coupon code we do not know\n"))
            for quoted in ["evil", "EVIL", "SECURITY", "NOTICE", "VISIT", "log in", "verify"] {
                #expect(
                    !message.body.contains(quoted) && !(message.headers["Subject"] ?? "").contains(quoted), "\(quoted)")
            }
            #expect(message.body.hasPrefix("Hello,\n"))
        }
        // The same day, in a later run: recorded and rejected, but no fourth mail.
        rig.bistro.now = MailRig.time(minutesAfter5pm: 60)
        rig.bistro.drop("relay-5.json", relay.replacingOccurrences(of: "RC-BURG-01", with: "RC-BURG-02"))
        let later = try rig.run(["process"])
        #expect(later.stdout.hasPrefix("Accepted 0, rejected 1"))
        #expect(try rig.bistro.mail().count == 3)
        // The next day the address may be told again.
        rig.bistro.now = "2026-11-23T12:00:00-05:00"
        rig.bistro.drop("relay-6.json", relay.replacingOccurrences(of: "RC-BURG-01", with: "RC-BURG-03"))
        try rig.run(["process"])
        mail = try rig.bistro.mail()
        #expect(mail.count == 4)
        #expect(mail.last?.headers["Date"] == "Mon, 23 Nov 2026 12:00:00 -0500")
    }

    @Test func rejectionMailsCanBeTurnedOff() throws {
        let rig = try MailRig(notify: ["rejectionMailsPerDay": 0])
        rig.bistro.drop("relay.json", try MailRig.fixture("relay-text.json"))
        #expect(try rig.run(["process"]).stdout.hasPrefix("Accepted 0, rejected 1"))
        #expect(rig.bistro.files("outbox/new").isEmpty)
    }

    /// `=?…?=@example.com` is decoded by common parsers as other addresses; a non-ASCII address would
    /// need SMTPUTF8 end to end. Both are refused as invalid_email with the reason, and nothing is sent.
    @Test func encodedWordAndNonASCIIAddressesAreRefusedWithAReason() throws {
        let rig = try MailRig()
        for name in ["encoded-word-email.json", "non-ascii-email.json"] {
            rig.bistro.drop(name, try MailRig.fixture(name))
        }
        let summary = try rig.bistro.json(["process", "--json"]) as! [String: Any]
        let codes = Dictionary(
            uniqueKeysWithValues: (summary["rejections"] as! [[String: Any]]).map {
                ($0["file"] as! String, $0["codes"] as! [String])
            })
        #expect(codes == ["encoded-word-email.json": ["invalid_email"], "non-ascii-email.json": ["invalid_email"]])
        let encoded = try String(
            contentsOfFile: rig.bistro.spool + "/rejected/encoded-word-email.json.error.json", encoding: .utf8)
        #expect(
            encoded.contains(
                #"is not a valid email address: it contains \"=?\", which mail programs decode as hidden text"#))
        let accented = try String(
            contentsOfFile: rig.bistro.spool + "/rejected/non-ascii-email.json.error.json", encoding: .utf8)
        #expect(accented.contains("addresses with accents or other scripts are not supported"))
        #expect(rig.bistro.files("outbox/new").isEmpty)
    }

    /// A note holding a line with only "." (the end of a message for sendmail without -i, and for SMTP)
    /// reaches the kitchen ticket as "=2E", and sendmail gets -i besides; the note reads back intact.
    @Test func aLoneDotInANoteNeverEndsTheKitchenTicket() throws {
        let rig = try MailRig(sendmail: "sendmail", notify: ["kitchenTicket": true])
        rig.bistro.drop("lone-dot-note.json", try MailRig.fixture("lone-dot-note.json"))
        #expect(try rig.run(["process"]).stdout == "Accepted 1, rejected 0, duplicates 0; messages sent 2\n")
        let sent = try rig.sent()
        #expect(sent.count == 2)
        for message in sent {
            #expect(message.arguments == "-i -t\n")
            #expect(
                !message.raw.split(separator: "\n", omittingEmptySubsequences: false).contains { $0.hasPrefix(".") })
            #expect(message.mail.clean)
        }
        let ticket = try #require(sent.first { $0.mail.event == "kitchen" })
        #expect(ticket.raw.contains("\n=2E\n"))
        #expect(ticket.mail.body.contains("    Note: no onions\n.\nRCPT TO:<everyone@example.com>\n"))
        #expect(ticket.mail.body.contains("Order note: ring twice\n.\nDATA\n"))
    }

    /// A sendmail that never finishes is stopped after `notify.sendmailTimeoutSeconds`, with the child it
    /// started; the run ends normally and the message stays queued with the reason.
    @Test func aHungSendmailIsStoppedAndItsMessageStaysQueued() throws {
        // 3 s, not 1: the fake sendmail must start and write its pid before the limit, even on a loaded machine.
        let rig = try MailRig(sendmail: "hanging-sendmail", notify: ["sendmailTimeoutSeconds": 3])
        rig.bistro.drop("1.json", orderJSON(id: "web-1"))
        let run = try #require(try rig.start(["process"]).wait(atMost: 120), "bistro process hung")
        #expect(run.status == 0)
        #expect(run.stdout == "Accepted 1, rejected 0, duplicates 0; messages sent 0, 1 left queued\n")
        #expect(
            run.stderr.contains(
                "bistro: warning: message left queued, next attempt 2026-11-22 17:01: RC-20261122-0001.received@royalcafe.example: \(rig.bistro.root)/bin/sendmail did not finish within 3 seconds and was stopped\n"
            ))
        #expect(MailRig.processGroupEnds(try rig.fakeSendmailGroup()), "the fake sendmail's sleep still runs")
        let listed = try rig.run(["notify", "list"]).stdout
        #expect(
            listed.hasPrefix(
                "RC-20261122-0001  received  ada@example.com  queued since 2026-11-22 17:00, 1 attempt, next 2026-11-22 17:01: "
            ))
        #expect(listed.contains("did not finish within 3 seconds"))
    }

    /// While a run hangs holding the spool lock, later runs step aside; once the lock is older than ten
    /// minutes (on the runs' clock, --now) they warn on standard error, naming the holder's pid.
    @Test func aLockHeldTooLongIsReportedWithItsHolder() throws {
        let rig = try MailRig(sendmail: "hanging-sendmail", notify: ["sendmailTimeoutSeconds": 600])
        rig.bistro.drop("1.json", orderJSON(id: "web-1"))
        let holder = try rig.start(["process"])
        defer {
            // Whatever happened, nothing of this test keeps running.
            if let group = try? rig.fakeSendmailGroup() { kill(-group, SIGKILL) }
            kill(holder.process.processIdentifier, SIGKILL)
        }
        #expect(MailRig.waitFor(rig.fakeSendmailFolder + "/started"), "the hanging sendmail never started")

        rig.bistro.now = MailRig.time(minutesAfter5pm: 10)
        let early = try rig.run(["process"])
        #expect(early.status == 0)
        #expect(early.stdout == "another bistro process is running on \(rig.bistro.spool); nothing done\n")
        #expect(early.stderr == "")
        rig.bistro.now = MailRig.time(minutesAfter5pm: 11)
        let late = try rig.run(["process", "--quiet"])
        #expect(late.status == 0)
        #expect(
            late.stderr == """
                bistro: warning: the spool \(rig.bistro.spool) has been locked by process \(holder.process.processIdentifier) for 11 minutes \
                (more than 10); no order is processed until it finishes. If it hangs, stop it: kill \(holder.process.processIdentifier)

                """)

        // Stopping the hung sendmail lets the holder finish; its message stays queued.
        kill(-(try rig.fakeSendmailGroup()), SIGKILL)
        let finished = try #require(holder.wait(atMost: 120))
        #expect(finished.status == 0)
        #expect(finished.stderr.contains("bin/sendmail was killed by signal 9"))
        #expect(try String(contentsOfFile: rig.bistro.spool + "/.lock", encoding: .utf8) == "")
        #expect(try rig.run(["notify", "list"]).stdout.contains("1 attempt, next 2026-11-22 17:01: "))
    }

    /// A failing sendmail is not retried on every run: 1 minute after the first failure, then 2, 4, 8 …
    /// up to 6 hours; the 12th failure gives the message up ("failed" in notify list), and notify retry
    /// queues it again once the mail system works.
    @Test func aFailingSendmailBacksOffThenGivesUpUntilRetried() throws {
        let rig = try MailRig(sendmail: "sendmail")
        #expect(FileManager.default.createFile(atPath: rig.fakeSendmailFolder + "/down", contents: nil))
        rig.bistro.drop("1.json", orderJSON(id: "web-1"))
        let first = try rig.run(["process"])
        #expect(first.stderr.contains("next attempt 2026-11-22 17:01: "))
        // Before the next attempt is due, a run does not try.
        rig.bistro.now = MailRig.time(minutesAfter5pm: 0)
        #expect(try rig.run(["process", "--quiet"]).stderr == "")
        var minutes = 0
        let delays = [1, 2, 4, 8, 16, 32, 64, 128, 256, 360, 360]
        for (index, delay) in delays.enumerated() {
            minutes += delay
            rig.bistro.now = MailRig.time(minutesAfter5pm: minutes - 1)
            #expect(try rig.run(["process", "--quiet"]).stderr == "", "tried before its time, attempt \(index + 2)")
            rig.bistro.now = MailRig.time(minutesAfter5pm: minutes)
            let run = try rig.run(["process", "--quiet"])
            #expect(run.status == 0)
            if index + 2 < 12 {
                let next = MailRig.time(minutesAfter5pm: minutes + delays[index + 1]).prefix(16).replacingOccurrences(
                    of: "T", with: " ")
                #expect(
                    run.stderr.contains("message left queued, next attempt \(next): "),
                    "attempt \(index + 2): \(run.stderr)")
            } else {
                #expect(
                    run.stderr.contains(
                        "message failed for good after 12 attempts (bistro notify retry queues it again): RC-20261122-0001.received@royalcafe.example: "
                    ))
            }
        }
        #expect(minutes == 1231)
        rig.bistro.now = MailRig.time(minutesAfter5pm: minutes + 600)
        #expect(try rig.run(["process", "--quiet"]).stderr == "", "a failed message is tried again")
        let listed = try rig.run(["notify", "list"]).stdout
        #expect(
            listed.hasPrefix("RC-20261122-0001  received  ada@example.com  failed 2026-11-23 13:31 after 12 attempts: ")
        )
        #expect(listed.contains("mail system down"))
        let json = try rig.bistro.json(["notify", "list", "--json"]) as! [[String: Any]]
        #expect(
            json.first?["failedAt"] as? String == "2026-11-23T13:31:00-05:00" && json.first?["nextAttemptAt"] is NSNull)
        #expect(try rig.sent().isEmpty)

        try FileManager.default.removeItem(atPath: rig.fakeSendmailFolder + "/down")
        let retried = try rig.run(["notify", "retry", "--all"])
        #expect(retried.status == 0)
        #expect(retried.stdout == "1 message queued again\n")
        #expect(
            try rig.sent().map { $0.mail.headers["Message-ID"] } == ["<RC-20261122-0001.received@royalcafe.example>"])
        #expect(try rig.run(["notify", "list"]).stdout == "No messages waiting.\n")
        #expect(try rig.run(["notify", "retry"]).status != 0)
        // The order number it asks for has the restaurant's initials and the day of --now (23 November).
        #expect(
            try rig.run(["notify", "retry", "nope"]).stderr
                == "bistro: error: no order \"nope\" (give an order number such as RC-20261123-0007 or an orderId)\n")
    }
}
