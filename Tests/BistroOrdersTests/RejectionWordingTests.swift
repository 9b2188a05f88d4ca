import Foundation
import GRDB
import Testing

@testable import BistroContent
@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders
@testable import BistroTemplates

/// Issue 25: a "rejected" mail names the dish, the option or the pickup time in the restaurant's own words,
/// never a line of a file the customer did not see, and never the file's own text; the owner's reasons
/// (sidecar, `process` output) keep their positions and the file's words.
@Suite struct RejectionWordingTests {
    @Test func theRejectedMailNamesTheDishTheOptionAndTheTime() async throws {
        let workspace = try Workspace()
        workspace.drop(
            "1.json",
            order(
                items: #"""
                    [{"sku": "NS-01", "quantity": 1}, {"sku": "rc-clas-01", "quantity": 0},
                     {"sku": "RC-BURG-04", "quantity": 1, "options": {"size": ["huge"]}},
                     {"sku": "RC-BURG-04", "quantity": 1, "options": {"sauce": ["EVIL.EXAMPLE"]}}]
                    """#, extra: #""pickupAt": "2026-11-22T09:00:00-05:00""#))
        let restaurant = Demo.content.restaurant
        var content = Demo.content
        content.restaurant = restaurant
        var processor = OrderProcessor(
            spool: workspace.spool, store: workspace.store, context: OrderContext(content: content, now: Demo.now))
        processor.composer = MessageComposer(restaurant: restaurant, templates: try TemplateSet.defaults())
        guard case .completed = try await processor.run() else { throw SpoolError("busy") }

        let body = try #require(
            try workspace.store.read { try String.fetchOne($0, sql: "SELECT body FROM notifications") })
        for reason in [
            "- an item that is not on our menu: item 1 of your order\n",
            "- a quantity that is not a whole number from 1 to 99: Montréal-Style Poutine\n",
            "- a choice the item's option does not offer: Crispy Fish Wrap, Size\n",
            "- an option the item does not have: Crispy Fish Wrap\n",
            "- a pickup time in the past: 2026-11-22 09:00\n",
        ] {
            #expect(body.contains(reason), "\(reason) missing from:\n\(body)")
        }
        for unsaid in ["(line", "NS-01", "huge", "sauce", "EVIL", "RC-CLAS-01", "T09:00:00"] {
            #expect(!body.contains(unsaid), "\(unsaid) in:\n\(body)")
        }

        // The owner's reasons keep their places and the file's words.
        let sidecar = try String(contentsOfFile: workspace.spool.path(.rejected, "1.json.error.json"), encoding: .utf8)
        #expect(sidecar.contains(#""code":"unknown_sku","message":"unknown SKU \"NS-01\""#), "\(sidecar)")
        #expect(sidecar.contains(#""line":1,"#), "\(sidecar)")
    }

    /// A delivery's wanted time breaks the same rules as a pickup time; the answer and the mail say delivery.
    @Test func aDeliveryTimeIsWordedAsOne() async throws {
        let workspace = try Workspace()
        workspace.drop(
            "1.json",
            order(
                extra: #""fulfilment": "delivery", "delivery": {"address": {"streetAddress": "12 King St W", "#
                    + #""postalCode": "M5V 2T6"}}, "deliverAt": "2026-11-22T09:00:00-05:00""#))
        var processor = OrderProcessor(
            spool: workspace.spool, store: workspace.store, context: OrderContext(content: Demo.content, now: Demo.now))
        processor.composer = MessageComposer(restaurant: Demo.content.restaurant, templates: try TemplateSet.defaults())
        guard case .completed = try await processor.run() else { throw SpoolError("busy") }

        let body = try #require(
            try workspace.store.read { try String.fetchOne($0, sql: "SELECT body FROM notifications") })
        #expect(body.contains("- a delivery time in the past: 2026-11-22 09:00\n"), "\(body)")
        #expect(!body.contains("pickup"), "\(body)")
        let sidecar = try String(contentsOfFile: workspace.spool.path(.rejected, "1.json.error.json"), encoding: .utf8)
        #expect(sidecar.contains("the delivery time 2026-11-22 09:00 is in the past"), "\(sidecar)")
    }
}
