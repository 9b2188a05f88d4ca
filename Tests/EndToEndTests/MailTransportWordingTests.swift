import Foundation
import Testing

/// Issue 25: with no mail transport set, messages only reach the Maildir outbox, and Bistro says so instead
/// of "sent": in `process`'s summary and JSON, in `notify list` and its JSON, and as a warning from `check`
/// and from `serve` as it starts.
@Suite struct MailTransportWordingTests {
    @Test func withoutATransportMessagesAreSaidToBeQueuedInTheOutbox() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        let run = try bistro.run(["process", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(summary["messagesSent"] as? Int == 0)
        #expect(summary["messagesQueuedInOutbox"] as? Int == 1)
        #expect(bistro.files("outbox/new").count == 1)

        let all = try bistro.run(["notify", "list", "--all"]).stdout
        #expect(
            all
                == "RC-20261122-0001  received  ada@example.com  queued in the outbox 2026-11-22 17:00 "
                + "(no mail transport set)\n")
        #expect(!all.contains("sent"))
        let listed = try #require(try bistro.json(["notify", "list", "--all", "--json"]) as? [[String: Any]])
        #expect(listed.map { $0["deliveredTo"] as? String } == ["outbox"])
        #expect(listed.map { $0["sentAt"] as? String } == ["2026-11-22T17:00:00-05:00"])
    }

    @Test func aTransportThatTookTheMessagesIsSaidToHaveSentThem() throws {
        let rig = try MailRig(sendmail: "sendmail")
        rig.bistro.drop("1.json", orderJSON(id: "web-1"))
        let run = try rig.run(["process"])
        #expect(run.stdout == "Accepted 1, rejected 0, duplicates 0; messages sent 1\n", "\(run.stderr)")
        #expect(
            try rig.run(["notify", "list", "--all"]).stdout
                == "RC-20261122-0001  received  ada@example.com  sent 2026-11-22 17:00\n")
        let listed = try #require(try rig.bistro.json(["notify", "list", "--all", "--json"]) as? [[String: Any]])
        #expect(listed.map { $0["deliveredTo"] as? String } == ["transport"])
        // With a transport set, check has nothing to warn about.
        let check = try rig.bistro.run(["check", "--content", rig.bistro.content], storeOptions: false)
        #expect(check.status == 0 && check.stderr == "", "\(check.stderr)")
    }

    @Test func checkWarnsWhenTheSiteTakesOrdersWithoutATransport() throws {
        let check = try BistroRunner.run(["check"])
        #expect(check.status == 0)
        #expect(check.stderr == MailTransportWarningLine.line(content: "Content"))
    }

    @Test func serveWarnsAsItStartsWhenItTakesOrdersWithoutATransport() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }
        let warning = MailTransportWarningLine.line(content: shop.runner.content)
        #expect(shop.server.waitForError(warning, within: 60), "\(shop.server.stderr)")
    }
}
