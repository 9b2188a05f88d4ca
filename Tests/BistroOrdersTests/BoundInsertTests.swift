import Foundation
import GRDB
import Testing

@testable import BistroCore
@testable import BistroOrderBook

/// The order book's hot INSERTs bind their values through SQLite's C API (`BoundInsert`): what goes in
/// must come back exactly as GRDB's own binding would store it.
@Suite struct BoundInsertTests {
    @Test func textsIntegersAndNullsComeBackExactly() throws {
        let w = try Workspace()
        let time = LocalTime(Demo.now, in: TimeZone(identifier: "America/Toronto")!)
        let message = OrderBookTransaction.OutgoingMessage(
            event: "received", recipient: "zoë@example.com", subject: "",
            body: "Crème brûlée — 12 €\n")
        try w.store.write { book in
            try book.enqueue(message, key: "RC-1.received", orderID: nil, at: time, domain: "example.com")
        }
        let rows = try w.store.read {
            try Row.fetchAll($0, sql: "SELECT subject, body, order_id, attempts, typeof(subject) FROM notifications")
        }
        #expect(rows.count == 1)
        // An empty text is "", not NULL; UTF-8 texts keep every byte.
        #expect(rows[0][0] as String? == "")
        #expect(rows[0][4] as String == "text")
        #expect(rows[0][1] as String == "Crème brûlée — 12 €\n")
        #expect(rows[0][2] as Int64? == nil)
        #expect(rows[0][3] as Int == 0)
        let queued = try w.store.write { try $0.undeliveredMessages(after: 0, only: nil, limit: 10) }
        #expect(queued.map(\.message.body) == ["Crème brûlée — 12 €\n"] && queued.map(\.message.createdAt) == [time])
    }
}
