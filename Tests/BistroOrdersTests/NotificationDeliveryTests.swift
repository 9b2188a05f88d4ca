import Foundation
import GRDB
import Testing

@testable import BistroCore
@testable import BistroMail
@testable import BistroOrderBook
@testable import BistroOrders

/// The delivery's rules without the binary: claims, back-off, rejection wording and the daily limit.
@Suite struct NotificationDeliveryTests {
    /// A transport that records what it is given and answers with `answer`.
    final class RecordingTransport: MailTransport, @unchecked Sendable {
        var delivered: [String] = []
        let answer: MailDeliveryError?

        init(answer: MailDeliveryError? = nil) { self.answer = answer }

        func deliver(_ text: String, fileName: String) throws(MailDeliveryError) {
            if let answer { throw answer }
            delivered.append(fileName)
        }
    }

    let toronto = TimeZone(identifier: "America/Toronto")!

    func queue(_ count: Int, in w: Workspace, at time: Timestamp = Demo.now) throws {
        let local = LocalTime(time, in: toronto)
        try w.store.write { book in
            for number in 1...count {
                let message = OrderBookTransaction.OutgoingMessage(
                    event: "received", recipient: "ada@example.com", subject: "s", body: "b\n")
                try book.enqueue(message, key: "m-\(number).received", orderID: nil, at: local, domain: "example.com")
            }
        }
    }

    func delivery(_ w: Workspace, _ transport: RecordingTransport, spool: SpoolDirectory? = nil) -> NotificationDelivery
    {
        NotificationDelivery(
            store: w.store, transport: transport, sender: MailAddress("hello@example.com"), timeZone: toronto,
            spool: spool ?? w.spool)
    }

    /// What one run claimed stays out of every other run's reach until it is marked, or its claim is
    /// stale (another spool) or known to be over (the same spool, whose lock the caller holds).
    @Test func claimsKeepOtherRunsAwayUntilStale() throws {
        let w = try Workspace()
        try queue(3, in: w)
        let other = SpoolDirectory(root: w.root + "/other-spool")
        try other.prepare()
        let mine = DeliveryClaimant(spool: w.spool), theirs = DeliveryClaimant(spool: other)
        #expect(mine.spool != theirs.spool && mine.run != DeliveryClaimant(spool: w.spool).run)
        let now = LocalTime(Demo.now, in: toronto)
        try w.store.write { book in try book.claim([1, 2], by: theirs.text, at: now) }
        let rows = try w.store.write { try $0.undeliveredMessages(after: 0, only: nil, limit: 10) }
        #expect(rows.map { mine.mayTake($0, now: Demo.now) } == [false, false, true])
        #expect(rows.map { theirs.mayTake($0, now: Demo.now) } == [true, true, true])
        let stale = Demo.now.adding(seconds: DeliveryClaimant.staleAfterSeconds)
        #expect(rows.map { mine.mayTake($0, now: stale.adding(seconds: -1)) } == [false, false, true])
        #expect(rows.map { mine.mayTake($0, now: stale) } == [true, true, true])

        let transport = RecordingTransport()
        #expect(try delivery(w, transport).deliverDue(now: Demo.now).sent == 1)
        #expect(transport.delivered.count == 1 && transport.delivered[0].contains("m-3"))
        #expect(try delivery(w, transport, spool: other).deliverDue(now: Demo.now).sent == 2)
        #expect(
            try w.count(
                "SELECT (SELECT count(*) FROM delivery_claims) + (SELECT count(*) FROM notifications WHERE sent_at IS NULL)"
            ) == 0)
    }

    @Test func failuresBackOffAndGiveUp() throws {
        #expect(
            (1...12).map(DeliveryRetry.delaySeconds(afterAttempt:)).map { $0 / 60 } == [
                1, 2, 4, 8, 16, 32, 64, 128, 256, 360, 360, 360,
            ])
        let w = try Workspace()
        try queue(1, in: w)
        let failing = RecordingTransport(answer: MailDeliveryError("exited with status 75"))
        var now = Demo.now
        for attempt in 1...12 {
            let report = try delivery(w, failing).deliverDue(now: now)
            #expect(report.failed == 1 && report.gaveUp == (attempt == 12 ? 1 : 0), "attempt \(attempt)")
            #expect(try delivery(w, failing).deliverDue(now: now).failed == 0, "tried twice at attempt \(attempt)")
            now = now.adding(seconds: DeliveryRetry.delaySeconds(afterAttempt: attempt))
        }
        let row = try #require(try w.store.read { try NotificationRecord.fetchOne($0) })
        #expect(
            row.attempts == 12 && row.failedAt != nil && row.nextAttemptAt == nil
                && row.lastError == "exited with status 75")
        #expect(try delivery(w, RecordingTransport()).deliverDue(now: now.adding(seconds: 86_400)).sent == 0)
        #expect(try w.store.retryUndelivered(reference: nil, at: LocalTime(now, in: toronto)) == 1)
        #expect(try delivery(w, RecordingTransport()).deliverDue(now: now).sent == 1)
    }

    /// A message that was never handed over (the run's time was up, or sendmail hung before it) counts no
    /// attempt and stays due.
    @Test func untriedMessagesCountNoAttempt() throws {
        let w = try Workspace()
        try queue(2, in: w)
        let stopped = RecordingTransport(answer: MailDeliveryError("not tried", kind: .notTried))
        let report = try delivery(w, stopped).deliverDue(now: Demo.now)
        #expect(report.failed == 0 && report.sent == 0)
        #expect(
            report.warnings == [
                "message delivery stopped for this run (this run's 5 minutes for delivery were up); the messages not tried stay queued for the next run"
            ])
        #expect(
            try w.count(
                "SELECT count(*) FROM notifications WHERE attempts = 0 AND next_attempt_at IS NULL AND id NOT IN (SELECT notification_id FROM delivery_claims)"
            ) == 2)
    }

    /// The next group is read and claimed while the current one is rendered: when the run stops after
    /// the first group, the group it claimed ahead is let go, so another spool sharing the book need not
    /// wait for the claim to go stale.
    @Test func aStoppedRunLetsGoOfTheGroupItClaimedAhead() throws {
        let w = try Workspace()
        try queue(NotificationDelivery.groupSize + 3, in: w)
        let stopped = RecordingTransport(answer: MailDeliveryError("not tried", kind: .notTried))
        let report = try delivery(w, stopped).deliverDue(now: Demo.now)
        #expect(report.sent == 0 && report.warnings.count == 1)
        #expect(
            try w.count(
                "SELECT (SELECT count(*) FROM delivery_claims) + (SELECT count(*) FROM notifications WHERE attempts > 0)"
            ) == 0)

        let other = SpoolDirectory(root: w.root + "/other-spool")
        try other.prepare()
        let transport = RecordingTransport()
        #expect(
            try delivery(w, transport, spool: other).deliverDue(now: Demo.now).sent == NotificationDelivery.groupSize
                + 3)
        #expect(Set(transport.delivered).count == NotificationDelivery.groupSize + 3)
    }

    /// A book from before `v6-delivery-claims` kept claims in the messages' rows: opening it moves them to
    /// `delivery_claims` (a crashed run's claim is still honoured) and drops the old columns.
    @Test func claimsInAnOlderBookMoveToTheirOwnTable() throws {
        let w = try Workspace { path in
            let old = try DatabaseQueue(path: path)
            try Migrations.migrator.migrate(old, upTo: "v6-leaner-indexes")
            try old.write { db in
                for (number, claim) in [(1, "spool:1:2 run:1:ab"), (2, nil)] as [(Int, String?)] {
                    try db.execute(
                        sql: """
                            INSERT INTO notifications (event, recipient, message_id, file_name, subject, body, created_at, due_at, claimed_by, claimed_at)
                            VALUES ('received', 'ada@example.com', ?, ?, 's', 'b', '2026-11-22T17:00:00-05:00', '2026-11-22T17:00:00-05:00', ?, ?)
                            """,
                        arguments: [
                            "m\(number)@example.com", "m\(number)", claim,
                            claim == nil ? nil : "2026-11-22T17:00:00-05:00",
                        ])
                }
            }
            try old.close()
        }
        #expect(
            try w.count(
                "SELECT count(*) FROM delivery_claims WHERE notification_id = 1 AND claimed_by = 'spool:1:2 run:1:ab'")
                == 1)
        #expect(try w.count("SELECT count(*) FROM delivery_claims") == 1)
        #expect(try w.count("SELECT count(*) FROM pragma_table_info('notifications') WHERE name LIKE 'claimed%'") == 0)
        let rows = try w.store.write { try $0.undeliveredMessages(after: 0, only: nil, limit: 10) }
        #expect(rows.map(\.claimedBy) == ["spool:1:2 run:1:ab", nil])
    }

    /// A queued message to an address the rules now refuse (queued before they were stricter) is given
    /// up unsent.
    @Test func aRefusedRecipientIsNeverHandedOver() throws {
        let w = try Workspace()
        try w.store.write { book in
            try book.enqueue(
                .init(event: "rejected", recipient: "=?utf-8?q?a=40b.example?=@example.com", subject: "s", body: "b"),
                key: "r-1.rejected", orderID: nil, at: LocalTime(Demo.now, in: toronto), domain: "example.com")
        }
        let transport = RecordingTransport()
        let report = try delivery(w, transport).deliverDue(now: Demo.now)
        #expect(transport.delivered.isEmpty && report.gaveUp == 1)
        #expect(
            report.warnings.first?.contains("not sent: the recipient address is refused: it contains \"=?\"") == true)
    }

    @Test func everyRejectionCodeHasWordsOfItsOwn() {
        #expect(RejectionCode.allCases.filter { RejectionMailReasons.wording[$0] == nil } == [])
        let reasons = RejectionMailReasons.lines(
            [
                Rejection(
                    .unknownSKU, "unknown SKU \"LOG IN AT EVIL.EXAMPLE\"", line: 3, column: 5,
                    about: "item 1 of your order"),
                Rejection(.unknownSKU, "unknown SKU \"AGAIN\"", line: 3, column: 40, about: "item 1 of your order"),
                Rejection(.couponUnknown, "unknown coupon code \"EVIL\""),
                Rejection(.unknownField, "unknown key \"k1\"", line: 11, column: 1),
                Rejection(.unknownField, "unknown key \"k2\"", line: 12, column: 1),
            ] + (1...20).map { Rejection(.insufficientStock, "sold out", line: 4, column: 1, about: "Dish \($0)") })
        // Named by what they are about, never by the file's words or lines; the same words given once.
        #expect(
            reasons.prefix(4) == [
                "an item that is not on our menu: item 1 of your order", "a coupon code we do not know",
                "a field that orders do not have", "more of an item than we have left: Dish 1",
            ])
        #expect(reasons.count == 11 && reasons.last == "and 13 more problems")
        #expect(!reasons.contains { $0.contains("line") || $0.contains("EVIL") })
    }

    @Test func aMailboxIsTheAddressWithoutItsTag() {
        #expect(DailyMailLimit(address: "Ada+Shop@Example.com", perDay: 3).mailbox == "ada@example.com")
        #expect(DailyMailLimit(address: "ada@example.com", perDay: 3).mailbox == "ada@example.com")
        #expect(DailyMailLimit(address: "a+b+c@x.example", perDay: 3).mailbox == "a@x.example")
    }
}
