import Foundation
import Testing

/// Issue 23: junk in the mail-in inbox starved real orders for ever. A run read the first 10,000 names of
/// new/ in byte order and left every message that was no order in new/; with 10,000 of them a mailed
/// order was never read, and nothing said so after the first run. Now junk leaves new/ (cur/, flagged),
/// a run takes the oldest messages first by delivery time, and a backlog over the cap warns on every run.
@Suite struct InboxBacklogTests {
    /// `count` messages that are no order, delivered a second apart from 2026-11-01, then one real order.
    /// Named as a Maildir names them (delivery time first: the order sorts last), or, `reversed`, so that
    /// byte order is the reverse of delivery order (the order's name sorts first).
    static func flood(
        _ rig: MailInTests.Rig, junk count: Int,
        reversed: Bool
    ) throws -> (junk: [String], order: String) {
        let start = Date(timeIntervalSince1970: 1_793_500_000)
        var junk: [String] = []
        for index in 0..<count {
            let name =
                reversed
                ? String(format: "9%07d.junk.mx", count - index)
                : "\(1_793_500_000 + index).M\(index).mx"
            try rig.deliver(text: "From: spam@example.net\nSubject: offer \(index)\n\nbuy now\n", as: name)
            try FileManager.default.setAttributes(
                [.modificationDate: start.addingTimeInterval(Double(index))],
                ofItemAtPath: rig.maildir + "/new/" + name)
            junk.append(name)
        }
        let order = reversed ? "0000000001.order.mx" : "\(1_793_500_000 + count + 10).M0.mx"
        try rig.deliver(text: "From: ada@example.com\nSubject: order\n\n\(orderJSON(id: "mail-late"))\n", as: order)
        try FileManager.default.setAttributes(
            [.modificationDate: start.addingTimeInterval(Double(count + 10))],
            ofItemAtPath: rig.maildir + "/new/" + order)
        return (junk, order)
    }

    @Test func junkBeyondARunsCapNeverStarvesAMailedOrder() throws {
        let rig = try MailInTests.Rig()
        let (junk, order) = try Self.flood(rig, junk: 25, reversed: true)
        var reported: [String] = []
        var runs = 0
        var ordered = false
        while !ordered {
            runs += 1
            try #require(runs <= 3, "the order is taken within ceil(26 / 10) runs")
            let run = try rig.process(["--quiet", "--inbox-limit", "10"])
            #expect(run.status == 0, "\(run.stderr)")
            let waiting = 26 - 10 * (runs - 1)
            let backlog = "mail inbox \(rig.maildir)/new holds \(waiting) messages, more than the 10 a run reads"
            // The backlog is warned about on every run that leaves messages waiting, and only then.
            #expect(run.stderr.contains(backlog) == (waiting > 10), "\(run.stderr)")
            reported += junk.filter { run.stderr.contains("/new/\($0) moved to cur/ flagged (F) (no_order)") }
            // Oldest first by delivery time, whatever the names: the run took the 10 oldest still waiting.
            let taken = Set(junk.prefix(min(10 * runs, junk.count)).map { $0 + ":2,F" })
            #expect(Set(rig.mail("cur").filter { $0.hasSuffix(":2,F") }) == taken, "run \(runs)")
            ordered = rig.mail("cur").contains(order + ":2,S")
        }
        #expect(runs == 3)
        #expect(reported.sorted() == junk.sorted(), "each junk message reported exactly once")
        #expect(rig.mail("new").isEmpty)
        #expect(rig.mail("cur").contains(order + ":2,S"))
        #expect(try rig.orders().first?["orderId"] as? String == "mail-late")
        let quiet = try rig.process(["--quiet", "--inbox-limit", "10"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    /// The reported case itself, with the default cap: 10,001 messages that are no order and one order
    /// after them, named as a Maildir names them. Before, every run read the same first 10,000 names and
    /// left them in new/, and the order was never read.
    @Test func tenThousandJunkMessagesDelayAMailedOrderByOneRun() throws {
        let rig = try MailInTests.Rig()
        let (junk, order) = try Self.flood(rig, junk: 10_001, reversed: false)
        let first = try rig.process(["--quiet"])
        #expect(first.status == 0)
        #expect(first.stderr.contains("mail inbox \(rig.maildir)/new holds 10002 messages, more than the 10000 a run"))
        // 20 are named, the others counted in one line.
        let named = first.stderr.split(separator: "\n").filter { $0.contains("moved to cur/ flagged (F) (no_order)") }
        #expect(named.count == 20)
        #expect(first.stderr.contains("mail: 9980 more messages in \(rig.maildir)/new were no order and moved to cur/"))
        #expect(rig.mail("new").sorted() == [junk[10_000], order].sorted())
        #expect(try rig.orders().isEmpty)
        let second = try rig.process(["--quiet"])
        #expect(second.status == 0)
        #expect(!second.stderr.contains("more than the"), "\(second.stderr)")
        #expect(second.stderr.split(separator: "\n").count == 1, "only the last junk message is reported now")
        #expect(try rig.orders().first?["orderId"] as? String == "mail-late")
        #expect(rig.mail("new").isEmpty)
    }

    @Test func theInboxLimitIsBounded() throws {
        let rig = try MailInTests.Rig()
        let run = try rig.process(["--inbox-limit", "0"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("--inbox-limit must be from 1 to 1000000"), "\(run.stderr)")
    }
}
