import Foundation
import Testing

/// `bistro serve` delivers the messages that fall due while no order comes in: at start, and every minute.
@Suite struct ServeDueMessagesTests {
    /// The messages of `event` in the outbox, waited for up to `seconds` until there are `count`.
    static func mails(_ event: String, in runner: OrderBookRunner, count: Int, within seconds: Double) throws -> Int {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let found = try runner.mail().filter { $0.event == event }.count
            if found >= count || Date() > deadline { return found }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    /// A table booked on Sunday for Tuesday 19:00 is reminded 24 hours ahead, Monday 19:00. A server started
    /// on Monday evening sends that reminder at once, with no request (it used to wait for an order).
    @Test func aReminderThatFellDueWhileTheServerWasDownGoesOutAtStart() throws {
        let runner = try OrderBookRunner()
        do {
            let sunday = try OrderServer(runner: runner)
            defer { sunday.server.stop() }
            let answer = try sunday.post(
                #"{"bookingId": "b-1", "name": "Ada Lovelace", "email": "ada@example.com", "party": 2, "#
                    + #""startAt": "2026-11-24T19:00:00-05:00"}"#, to: "/api/bookings")
            #expect(answer.status == 201, "\(answer.body)")
            #expect(try Self.mails("booked", in: runner, count: 1, within: 60) == 1)
        }
        #expect(try Self.mails("booking_reminder", in: runner, count: 1, within: 1) == 0, "not due on Sunday")

        let monday = try OrderServer(runner: runner, now: "2026-11-23T19:30:00-05:00")
        defer { monday.server.stop() }
        #expect(try Self.mails("booking_reminder", in: runner, count: 1, within: 60) == 1)
    }
}
