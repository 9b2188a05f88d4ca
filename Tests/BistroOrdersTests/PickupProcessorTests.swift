import Foundation
import GRDB
import Testing

@testable import BistroContent
@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders
@testable import BistroTemplates

@Suite struct PickupProcessorTests {
    func run(_ workspace: Workspace, restaurant: Restaurant, now: Timestamp = Demo.now) async throws
        -> ProcessingSummary
    {
        var content = Demo.content
        content.restaurant = restaurant
        var processor = OrderProcessor(
            spool: workspace.spool, store: workspace.store, context: OrderContext(content: content, now: now))
        processor.composer = MessageComposer(restaurant: restaurant, templates: try TemplateSet.defaults())
        guard case .completed(let summary) = try await processor.run() else { throw SpoolError("busy") }
        return summary
    }

    /// `pickup.startOn: "order"`: preparation starts at acceptance, with the longest item's preparation time.
    @Test func startOnOrderPreparesAtOnce() async throws {
        let workspace = try Workspace()
        var restaurant = Demo.content.restaurant
        restaurant.pickup.startOn = .order
        let slowest = try #require(
            Demo.content.catalog.products.filter { $0.preparationMinutes != nil }.max {
                $0.preparationMinutes! < $1.preparationMinutes!
            })
        workspace.drop(
            "1.json",
            order(items: #"[{"sku": "RC-BURG-01", "quantity": 1}, {"sku": "\#(slowest.sku)", "quantity": 1}]"#))
        _ = try await run(workspace, restaurant: restaurant)
        let row = try workspace.store.read {
            try Row.fetchOne(
                $0, sql: "SELECT status, preparation_minutes, preparation_started_at, ready_due_at FROM orders")!
        }
        #expect(row[0] as String == "preparing")
        #expect(row[1] as Int == slowest.preparationMinutes)
        #expect(row[2] as String == "2026-11-22T17:00:00-05:00")
        #expect(row[3] as String == "2026-11-22T17:\(slowest.preparationMinutes!):00-05:00")
        let body = try workspace.store.read {
            try String.fetchOne($0, sql: "SELECT body FROM notifications WHERE event = 'received'")!
        }
        #expect(
            body.contains("We have started preparing it; it will be ready at about 17:\(slowest.preparationMinutes!)."))
        #expect(try workspace.count("SELECT count(*) FROM status_history") == 2)

        let later = Demo.now.adding(seconds: slowest.preparationMinutes! * 60)
        let summary = try await run(workspace, restaurant: restaurant, now: later)
        #expect(summary.readyOrders == ["RC-20261122-0001"])
    }

    /// Only the orders whose ready time has come are marked ready, compared as instants: a due time
    /// written with another offset (daylight saving time began or ended since) is due by its instant, not
    /// by its text, and one a second later waits.
    @Test func readinessComparesDueTimesAsInstants() async throws {
        let workspace = try Workspace()
        var restaurant = Demo.content.restaurant
        restaurant.pickup.startOn = .order
        workspace.drop("1.json", order(items: #"[{"sku": "RC-BURG-01", "quantity": 1}]"#))
        workspace.drop("2.json", order(orderId: "second", items: #"[{"sku": "RC-SOUP-01", "quantity": 1}]"#))
        _ = try await run(workspace, restaurant: restaurant)
        // 18:29 at -04:00 is 17:29 at -05:00, though its text sorts after "17:30:00-05:00".
        try workspace.store.write { book in
            try book.db.execute(
                sql: "UPDATE orders SET ready_due_at = ? WHERE day_sequence = 1",
                arguments: ["2026-11-22T18:29:00-04:00"])
            try book.db.execute(
                sql: "UPDATE orders SET ready_due_at = ? WHERE day_sequence = 2",
                arguments: ["2026-11-22T17:30:01-05:00"])
        }
        let now = Demo.now.adding(seconds: 30 * 60)  // 17:30 at -05:00
        let summary = try await run(workspace, restaurant: restaurant, now: now)
        #expect(summary.readyOrders == ["RC-20261122-0001"])
    }

    /// A rejected order with a valid email gets a "rejected" message in the restaurant's words, once,
    /// quoting nothing of the file; without a valid email, none.
    @Test func rejectedOrdersAreToldWhy() async throws {
        let workspace = try Workspace()
        workspace.drop("1.json", order(items: #"[{"sku": "NOPE", "quantity": 1}]"#))
        workspace.drop("2.json", order(customer: #"{"name": "X", "email": "not-an-address"}"#))
        _ = try await run(workspace, restaurant: Demo.content.restaurant)
        let rows = try workspace.store.read {
            try Row.fetchAll($0, sql: "SELECT recipient, subject, body, message_id FROM notifications")
        }
        #expect(rows.count == 1)
        #expect(rows[0][0] as String == "ada@example.com")
        #expect(rows[0][1] as String == "Royal Café: we could not accept your order")
        #expect((rows[0][2] as String).contains("- an item that is not on our menu: item 1 of your order\n"))
        #expect(!(rows[0][2] as String).contains("NOPE") && !(rows[0][2] as String).contains("Ada"))
        #expect((rows[0][3] as String).hasSuffix(".rejected@royalcafe.example"))
    }

    /// Owners' templates are plain text: nothing is HTML-escaped, and a template without a Subject line
    /// gets a default subject.
    @Test func messagesAreNotHTMLEscaped() throws {
        let composer = MessageComposer(restaurant: Demo.content.restaurant, templates: try TemplateSet.defaults())
        let order = PickupOrder(
            id: 1, customerID: 1, orderNumber: "RC-1", customerName: "Ben & Jerry's <3", customerEmail: "b@example.com",
            status: .received, placedAt: LocalTime(iso8601: "2026-11-22T17:00:00-05:00")!, pickupAt: nil,
            preparationMinutes: nil, preparationStartedAt: nil, readyDueAt: nil)
        #expect(composer.ready(order).body.hasPrefix("Hello Ben & Jerry's <3,\n"))
        let parsed = ComposedMessage.parse("Hello\n", event: .ready, recipient: "a@b.c", fallbackSubject: "Fallback")
        #expect(parsed.subject == "Fallback")
        #expect(parsed.body == "Hello\n")
    }
}
