import BistroCore
import GRDB

/// One write transaction on the order book (see `OrderStore.write`). Every change goes through one of its
/// methods, which also append the change journal's rows, so a page can never miss a change; the orders a
/// batch accepts are gathered in `AcceptedRows`, journalled together in one row, and inserted by
/// `insert(_:)` before the batch commits (`OrderBatch.finish()`). Never keep it past the closure it was handed to.
package final class OrderBookTransaction {
    let db: Database

    init(db: Database) { self.db = db }

    /// Journals a change to an order (its receipt) and its customer (their history).
    func journal(orderID: Int64, customerID: Int64, at time: LocalTime) throws {
        try ChangeRecord(orderId: orderID, customerId: customerID, changedAt: time).insert(db)
    }

    /// Journals a change to what the catalogue shows of a SKU (stock, units ordered).
    func journal(sku: String, at time: LocalTime) throws {
        try ChangeRecord(sku: sku, changedAt: time).insert(db)
    }

    /// "?, ?, ?" for `count` values: the placeholders of an `IN (…)` list.
    static func marks(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}
