import Foundation
import GRDB
import Testing

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders

/// Every write that changes a published page appends to the change journal in its own transaction.
@Suite struct ChangeJournalTests {
    private func journal(_ w: Workspace) throws -> [Row] {
        try w.store.read {
            try Row.fetchAll($0, sql: "SELECT seq, order_id, customer_id, sku, last_order_id FROM changes ORDER BY seq")
        }
    }

    @Test func acceptingAnOrderJournalsItsPagesAndSKUs() async throws {
        let w = try Workspace()
        w.drop(
            "a.json",
            order(orderId: "a", items: #"[{"sku": "RC-CLAS-02", "quantity": 2}, {"sku": "RC-BURG-01", "quantity": 1}]"#)
        )
        _ = try await w.run()
        let rows = try journal(w)
        let orderID = try w.count("SELECT id FROM orders")
        let customerID = try w.count("SELECT id FROM customers")
        // The batch's accepted orders, this one only: one row, ids orderID through orderID.
        #expect(rows.contains { $0[1] as Int? == orderID && $0[4] as Int? == orderID })
        // RC-CLAS-02 has stock in the content: its decrement is journalled by SKU.
        #expect(rows.contains { $0[3] as String? == "RC-CLAS-02" })
        // What a build reads: the order, its customer, and every SKU on its lines ("most ordered" moved).
        let changes = try OrderBookReader(path: w.store.path).changes(
            after: 0, upTo: Int64(rows.map { $0[0] as Int }.max()!))
        #expect(changes.orderIDs == [Int64(orderID)] && changes.customerIDs == [Int64(customerID)])
        #expect(changes.skus == ["RC-CLAS-02", "RC-BURG-01"])
        let seqs = rows.map { $0[0] as Int }
        #expect(seqs == seqs.sorted() && Set(seqs).count == seqs.count)
    }

    /// A batch journals its accepted orders in one row; a build reads every one of them, their customers
    /// and their lines' SKUs from it. Rejected files name nothing.
    @Test func aBatchJournalsItsAcceptedOrdersInOneRow() async throws {
        let w = try Workspace()
        w.drop("a.json", order(orderId: "a"))
        w.drop(
            "b.json",
            order(
                orderId: "b", customer: #"{"name": "Grace Hopper", "email": "grace@example.com"}"#,
                items: #"[{"sku": "RC-SOUP-01", "quantity": 1}]"#))
        w.drop("c.json", order(orderId: "c", items: #"[{"sku": "RC-NOPE-01", "quantity": 1}]"#))
        w.drop(
            "d.json",
            order(
                orderId: "d", customer: #"{"name": "Alan Turing", "email": "alan@example.com"}"#,
                items: #"[{"sku": "RC-VEG-01", "quantity": 2}]"#))
        let summary = try await w.run()
        #expect(summary.accepted == 3 && summary.rejected == 1)
        let rows = try journal(w).filter { $0[3] as String? == nil }
        let ids = try w.store.read { try Int64.fetchAll($0, sql: "SELECT id FROM orders ORDER BY id") }
        #expect(rows.count == 1)
        #expect(rows.first.map { [$0[1] as Int64?, $0[4] as Int64?, $0[2] as Int64?] } == [ids.first, ids.last, nil])
        let head = Int64(try journal(w).map { $0[0] as Int }.max()!)
        let changes = try OrderBookReader(path: w.store.path).changes(after: 0, upTo: head)
        #expect(changes.orderIDs == Set(ids))
        #expect(
            changes.customerIDs == Set(try w.store.read { try Int64.fetchAll($0, sql: "SELECT id FROM customers") }))
        #expect(changes.customerIDs.count == 3)
        #expect(
            changes.skus.isSuperset(of: ["RC-BURG-01", "RC-SOUP-01", "RC-VEG-01"])
                && !changes.skus.contains("RC-NOPE-01"))
    }

    @Test func statusChangesAndStockJournalAfterWhatWasThere() async throws {
        let w = try Workspace()
        w.drop("a.json", order(orderId: "a"))
        _ = try await w.run()
        let before = try journal(w).map { $0[0] as Int }.max() ?? 0
        let number = try w.store.read { try String.fetchOne($0, sql: "SELECT order_number FROM orders")! }
        let time = LocalTime(Demo.now, in: TimeZone(identifier: "America/Toronto")!)
        _ = try OrderIntake(store: w.store, composer: nil).changeStatus(
            reference: number, to: .cancelled, reason: nil, at: time)
        try w.store.setStock(sku: "RC-SOUP-01", quantity: 4, contentQuantity: nil, at: time)
        let after = try journal(w).filter { $0[0] as Int > before }
        #expect(after.contains { $0[1] as Int? != nil && $0[2] as Int? != nil })
        #expect(after.contains { $0[3] as String? == "RC-SOUP-01" })
        // A cancelled order no longer counts as "most ordered": a build sees its SKUs change too.
        let head = Int64(after.map { $0[0] as Int }.max()!)
        let changes = try OrderBookReader(path: w.store.path).changes(after: Int64(before), upTo: head)
        #expect(changes.skus == ["RC-BURG-01", "RC-SOUP-01"])
    }

    /// A refused change writes nothing, journal included.
    @Test func aRefusedChangeJournalsNothing() async throws {
        let w = try Workspace()
        w.drop("a.json", order(orderId: "a"))
        _ = try await w.run()
        let count = try journal(w).count
        let number = try w.store.read { try String.fetchOne($0, sql: "SELECT order_number FROM orders")! }
        let time = LocalTime(Demo.now, in: TimeZone(identifier: "America/Toronto")!)
        guard
            case .refused = try OrderIntake(store: w.store, composer: nil).changeStatus(
                reference: number, to: .pickedUp, reason: nil, at: time)
        else {
            Issue.record("picked up from received must be refused")
            return
        }
        #expect(try journal(w).count == count)
    }
}
