import BistroCore
import GRDB

/// The read model `bistro build --db` publishes from. Everything here costs what changed or what the
/// publishing window holds, never the whole history: the journal is read from a position, receipts and
/// histories by id or by day (indexed).
extension OrderBookReader {
    /// The journal's last position (0 for a book with no change yet): one index look-up.
    package func journalHead() throws(OrderStoreError) -> Int64 {
        try read { db in try Int64.fetchOne(db.cachedStatement(sql: "SELECT max(seq) FROM changes")) ?? 0 }
    }

    /// What changed after `seq`, up to `head`: the orders and customers the journal names (a batch's
    /// accepted orders with their customers), and the SKUs it names or that are on those orders' lines (an
    /// order placed or cancelled moves their counts).
    package func changes(after seq: Int64, upTo head: Int64) throws(OrderStoreError) -> OrderBookChanges {
        try read { db in
            var changes = OrderBookChanges()
            var batches: [ClosedRange<Int64>] = []
            for record in try ChangeRecord.fetchAll(
                db.cachedStatement(sql: "SELECT * FROM changes WHERE seq > ? AND seq <= ?"), arguments: [seq, head])
            {
                if let id = record.orderId {
                    if let last = record.lastOrderId {
                        batches.append(id...max(id, last))
                    } else {
                        changes.orderIDs.insert(id)
                    }
                }
                if let id = record.customerId { changes.customerIDs.insert(id) }
                if let sku = record.sku { changes.skus.insert(sku) }
            }
            for batch in batches {
                let orders = try Row.fetchAll(
                    db.cachedStatement(sql: "SELECT id, customer_id FROM orders WHERE id BETWEEN ? AND ?"),
                    arguments: [batch.lowerBound, batch.upperBound])
                for order in orders {
                    changes.orderIDs.insert(order[0])
                    changes.customerIDs.insert(order[1])
                }
            }
            if !changes.orderIDs.isEmpty {
                changes.skus.formUnion(
                    try String.fetchAll(
                        db.cachedStatement(
                            sql: "SELECT DISTINCT sku FROM order_lines WHERE order_id IN \(ValueList.subquery)"),
                        arguments: [ValueList.argument(changes.orderIDs.sorted())]))
            }
            return changes
        }
    }

    /// Receipt pages of the orders placed on or after `firstDay`: those in `orderIDs`, or all of them when nil.
    package func receipts(orderIDs: Set<Int64>?, placedFrom firstDay: CalendarDay) throws(OrderStoreError)
        -> [ReceiptPageSource]
    {
        try read { db in
            let orders = try Self.orders(db, placedFrom: firstDay, where: "id", in: orderIDs)
            let tokens = try historyTokens(db, customerIDs: Set(orders.map(\.customerID)))
            return orders.map { ReceiptPageSource(order: $0, historyToken: tokens[$0.customerID] ?? "") }
        }
    }

    /// History pages of the customers in `customerIDs` (every customer with an order in the window when
    /// nil), each listing the customer's orders placed on or after `firstDay`.
    package func histories(customerIDs: Set<Int64>?, placedFrom firstDay: CalendarDay) throws(OrderStoreError)
        -> [HistoryPageSource]
    {
        try read { db in
            let orders = try Self.orders(db, placedFrom: firstDay, where: "customer_id", in: customerIDs)
            var byCustomer: [Int64: [StoredOrder]] = [:]
            for order in orders.sorted(by: { $0.id > $1.id }) {
                byCustomer[order.customerID, default: []].append(order)
            }
            let customers = try Self.customers(db, ids: customerIDs ?? Set(byCustomer.keys)).sorted {
                ($0.id ?? 0) < ($1.id ?? 0)
            }
            return customers.map {
                HistoryPageSource(
                    customerID: $0.id ?? 0, historyToken: $0.historyToken, name: $0.name,
                    orders: byCustomer[$0.id ?? 0] ?? [])
            }
        }
    }

    /// The ids of the orders placed on or after `firstDay`, and of their customers, ascending: a full
    /// publish renders them a slice at a time, so its memory is bounded by the slice, not the window.
    package func windowIDs(placedFrom firstDay: CalendarDay) throws(OrderStoreError) -> (
        orders: [Int64], customers: [Int64]
    ) {
        try read { db in
            let orders = try Int64.fetchAll(
                db, sql: "SELECT id FROM orders WHERE order_day >= ? ORDER BY id", arguments: [firstDay])
            let customers = try Int64.fetchAll(
                db, sql: "SELECT DISTINCT customer_id FROM orders WHERE order_day >= ? ORDER BY customer_id",
                arguments: [firstDay])
            return (orders, customers)
        }
    }

    /// The receipt tokens and customers of the orders placed in `days`: the pages that leave the window when
    /// it moves past those days.
    package func ordersPlaced(in days: Range<CalendarDay>) throws(OrderStoreError) -> (
        receiptTokens: [String], customerIDs: Set<Int64>
    ) {
        try read { db in
            let rows = try Row.fetchAll(
                db, sql: "SELECT receipt_token, customer_id FROM orders WHERE order_day >= ? AND order_day < ?",
                arguments: [days.lowerBound, days.upperBound])
            return (rows.map { $0[0] }, Set(rows.map { $0[1] }))
        }
    }

    /// Stock and the units ordered in `recentDays` (cancelled orders left out), from the sums the writer keeps
    /// per day.
    package func catalogActivity(recentDays: ClosedRange<CalendarDay>) throws(OrderStoreError) -> CatalogActivitySource
    {
        try read { db in
            let rows = try StockRecord.fetchAll(db)
            let stock = Dictionary(rows.map { ($0.sku, $0.quantity) }, uniquingKeysWith: { first, _ in first })
            let starts = Dictionary(
                rows.compactMap { row in row.contentQuantity.map { (row.sku, $0) } },
                uniquingKeysWith: { first, _ in first })
            // The writer's sums per day (`daily_units`): 30 days × the SKUs, whatever the book holds.
            let recent = Dictionary(
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT sku, SUM(quantity) FROM daily_units WHERE order_day BETWEEN ? AND ?
                        GROUP BY sku HAVING SUM(quantity) > 0
                        """, arguments: [recentDays.lowerBound, recentDays.upperBound]
                ).map { ($0[0] as String, $0[1] as Int) },
                uniquingKeysWith: { first, _ in first })
            return CatalogActivitySource(
                stock: stock, recentQuantities: recent, stockStarts: starts, reviews: try Self.dishReviews(db))
        }
    }

    private func historyTokens(_ db: Database, customerIDs: Set<Int64>) throws -> [Int64: String] {
        Dictionary(
            try Self.customers(db, ids: customerIDs).map { ($0.id ?? 0, $0.historyToken) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The orders placed on or after `firstDay` whose `column` is one of `ids` (all of them when nil).
    private static func orders(
        _ db: Database, placedFrom firstDay: CalendarDay, where column: String, in ids: Set<Int64>?
    ) throws -> [StoredOrder] {
        guard let ids else {
            return try StoredOrder.fetch(db, OrderRecord.filter(OrderRecord.Columns.orderDay >= firstDay))
        }
        return try StoredOrder.fetch(db, placedFrom: firstDay, where: column, in: ids.sorted())
    }

    private static func customers(_ db: Database, ids: Set<Int64>) throws -> [CustomerRecord] {
        try CustomerRecord.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM customers WHERE id IN \(ValueList.subquery)"),
            arguments: [ValueList.argument(ids.sorted())])
    }
}
