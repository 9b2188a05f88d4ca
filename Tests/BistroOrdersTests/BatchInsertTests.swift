import Foundation
import GRDB
import Testing

@testable import BistroCore
@testable import BistroOrderBook

/// A batch's rows go in with one multi-row INSERT per table (`OrderBookTransaction.insertAll`): what goes in
/// must come back exactly, in the batch's order.
@Suite struct BatchInsertTests {
    @Test func textsIntegersAndNullsComeBackExactly() throws {
        let w = try Workspace()
        let time = LocalTime(Demo.now, in: TimeZone(identifier: "America/Toronto")!)
        let message = OrderBookTransaction.OutgoingMessage(
            event: "received", recipient: "zoë@example.com", subject: "",
            body: "Crème brûlée — 12 €\n")
        let second = OrderBookTransaction.OutgoingMessage(
            event: "kitchen", recipient: "kitchen@example.com", subject: "Ticket", body: "2 × soup")
        try w.store.write { book in
            try book.enqueue(
                [(message, "RC-1.received", nil), (second, "RC-1.kitchen", nil)], at: time, domain: "example.com")
        }
        let rows = try w.store.read {
            try Row.fetchAll(
                $0, sql: "SELECT subject, body, order_id, attempts, typeof(subject), id FROM notifications ORDER BY id")
        }
        #expect(rows.count == 2)
        // An empty text is "", not NULL; UTF-8 texts keep every byte; the rows' ids follow the batch's order.
        #expect(rows[0][0] as String? == "")
        #expect(rows[0][4] as String == "text")
        #expect(rows[0][1] as String == "Crème brûlée — 12 €\n")
        #expect(rows[0][2] as Int64? == nil)
        #expect(rows[0][3] as Int == 0)
        #expect(rows.map { $0[1] as String } == ["Crème brûlée — 12 €\n", "2 × soup"])
        #expect(rows.map { $0[5] as Int64 } == [1, 2])
        let queued = try w.store.write { try $0.undeliveredMessages(after: 0, only: nil, limit: 10) }
        #expect(queued.map(\.message.body) == ["Crème brûlée — 12 €\n", "2 × soup"])
        #expect(queued.map(\.message.createdAt) == [time, time])
    }
}
