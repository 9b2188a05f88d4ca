import BistroCore
import GRDB

/// One write transaction on the order book (see `OrderStore.write`). Every change goes through one of its
/// methods, which also append the change journal's rows, so a page can never miss a change; the orders a
/// batch accepts are journalled together, by `journal(acceptedOrders:through:at:)`, which the batch calls
/// before it commits (`OrderBatch.finish()`). Never keep it past the closure it was handed to.
package final class OrderBookTransaction {
    let db: Database

    init(db: Database) { self.db = db }

    /// Journals a change to an order (its receipt) and its customer (their history).
    func journal(orderID: Int64, customerID: Int64, at time: LocalTime) throws {
        try ChangeRecord(orderId: orderID, customerId: customerID, changedAt: time).insertPrepared(db)
    }

    /// Journals the orders a batch accepted, ids `first` through `last`, in one row: their receipts, their
    /// customers' histories and the SKUs on their lines.
    package func journal(acceptedOrders first: Int64, through last: Int64, at time: LocalTime) throws {
        try ChangeRecord(orderId: first, lastOrderId: last, changedAt: time).insertPrepared(db)
    }

    /// Journals a change to what the catalogue shows of a SKU (stock, units ordered).
    func journal(sku: String, at time: LocalTime) throws {
        try ChangeRecord(sku: sku, changedAt: time).insertPrepared(db)
    }

    /// "?, ?, ?" for `count` values: the placeholders of an `IN (…)` list.
    static func marks(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}
