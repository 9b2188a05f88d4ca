import BistroCore
import GRDB

/// Which private pages belong to the publishing window, asked of the tokens a folder holds: a full publish
/// removes the others a chunk of folder entries at a time, so it never keeps every page's path in memory.
extension OrderBookReader {
    /// Of `tokens`, those of receipts whose order was placed on or after `firstDay` (through the receipt
    /// tokens' unique index).
    package func receiptTokens(_ tokens: [String], placedFrom firstDay: CalendarDay) throws(OrderStoreError)
        -> Set<String>
    {
        try read { db in
            var found: Set<String> = []
            for chunk in tokens.slices(of: OrderRecord.parametersPerStatement) {
                let request = OrderRecord.select(OrderRecord.Columns.receiptToken, as: String.self).filter(
                    OrderRecord.Columns.orderDay >= firstDay && chunk.contains(OrderRecord.Columns.receiptToken))
                found.formUnion(try request.fetchAll(db))
            }
            return found
        }
    }

    /// Of `tokens`, those of histories whose customer placed an order on or after `firstDay` (through the
    /// history tokens' unique index and `orders_customer_day`).
    package func historyTokens(_ tokens: [String], withOrdersFrom firstDay: CalendarDay) throws(OrderStoreError)
        -> Set<String>
    {
        try read { db in
            var found: Set<String> = []
            for chunk in tokens.slices(of: OrderRecord.parametersPerStatement) {
                let request = CustomerRecord.select(CustomerRecord.Columns.historyToken, as: String.self)
                    .filter(chunk.contains(CustomerRecord.Columns.historyToken))
                    .filter(
                        sql: "EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = customers.id AND o.order_day >= ?)",
                        arguments: [firstDay])
                found.formUnion(try request.fetchAll(db))
            }
            return found
        }
    }
}
