import BistroCore
import GRDB

/// The rows of the orders a batch accepts (new customers, orders, lines, first statuses, coupon redemptions,
/// stock, the journal), gathered while the batch decides its files and inserted together by
/// `OrderBookTransaction.insert(_:)`: one multi-row INSERT per table, not one statement per row.
///
/// Orders and customers get their ids here, as SQLite would give them one at a time: one writer in one
/// transaction, so the next id is the table's highest plus one, and the batch's are consecutive.
package struct AcceptedRows {
    fileprivate var customers: [CustomerRecord] = []
    fileprivate var orders: [OrderRecord] = []
    fileprivate var lines: [OrderLineRecord] = []
    fileprivate var deliveries: [DeliveryRecord] = []
    fileprivate var statuses: [StatusChangeRecord] = []
    fileprivate var redemptions: [CouponRedemptionRecord] = []
    /// Orders that used a scratch-card code: the draw is marked used by the order.
    fileprivate var scratchUses: [(orderID: Int64, code: String)] = []
    /// Each SKU's row after the batch's orders, in the order the SKUs were first ordered.
    fileprivate var stock: [StockRecord] = []
    private var stockPositions: [String: Int] = [:]
    fileprivate var changes: [ChangeRecord] = []
    /// The units of each SKU the orders add to their day ("most ordered").
    fileprivate var dailyUnits: [DailyUnits: Int] = [:]
    /// How many of the orders are picked up at each time (as stored, RFC 3339 text).
    private var pickups: [String: Int] = [:]
    private var nextOrderID: Int64
    private var nextCustomerID: Int64

    /// Rows to come after those of `book`.
    package init(after book: OrderBookTransaction) throws {
        nextOrderID = try book.nextID(of: "orders")
        nextCustomerID = try book.nextID(of: "customers")
    }

    /// A new customer, with the order's name and phone and a fresh history token. The batch asks for a
    /// customer only once it knows the book has none with this (normalised) email.
    package mutating func addCustomer(
        email: String, name: String, phone: String?, historyToken: String, at time: LocalTime
    ) -> RecordedCustomer {
        let id = nextCustomerID
        nextCustomerID += 1
        customers.append(
            CustomerRecord(id: id, email: email, name: name, phone: phone, historyToken: historyToken, createdAt: time))
        return RecordedCustomer(id: id, historyToken: historyToken)
    }

    /// An accepted order, its lines and first statuses (`received`, then `preparing` when it starts at once).
    /// Returns its id. The batch journals its accepted orders together (`journal(acceptedOrders:through:at:)`).
    package mutating func add(order: OrderRecord, lines orderLines: [OrderLineRecord], delivery: DeliveryRecord? = nil)
        -> Int64
    {
        let id = nextOrderID
        nextOrderID += 1
        var order = order
        order.id = id
        orders.append(order)
        if let pickup = order.pickupAt { pickups[pickup.iso8601, default: 0] += 1 }
        for var line in orderLines {
            line.orderId = id
            lines.append(line)
            dailyUnits[DailyUnits(orderDay: order.orderDay, sku: line.sku), default: 0] += line.quantity
        }
        if var delivery {
            delivery.orderId = id
            deliveries.append(delivery)
        }
        statuses.append(StatusChangeRecord(orderId: id, status: .received, changedAt: order.placedAt))
        if order.status == .preparing {
            statuses.append(StatusChangeRecord(orderId: id, status: .preparing, changedAt: order.placedAt))
        }
        return id
    }

    /// The units left of a SKU after an order, journalled. The first time, the book starts counting from
    /// Content's value `contentQuantity` and remembers it; later orders keep that starting point.
    package mutating func recordStockLeft(sku: String, quantity: Int, contentQuantity: Int?, at time: LocalTime) {
        if let position = stockPositions[sku] {
            stock[position].quantity = quantity
            stock[position].updatedAt = time
        } else {
            stockPositions[sku] = stock.count
            stock.append(StockRecord(sku: sku, quantity: quantity, contentQuantity: contentQuantity, updatedAt: time))
        }
        changes.append(ChangeRecord(sku: sku, changedAt: time))
    }

    /// That an order used a coupon (and, for a scratch-card code, that the draw is used).
    package mutating func redeemCoupon(
        code: String, orderID: Int64, customerID: Int64, discountCents: Int, at time: LocalTime,
        isScratchCode: Bool
    ) {
        redemptions.append(
            CouponRedemptionRecord(
                orderId: orderID, code: code, customerId: customerID, discountCents: discountCents, redeemedAt: time))
        if isScratchCode { scratchUses.append((orderID, code)) }
    }

    /// Journals the orders a batch accepted, ids `first` through `last`, in one row: their receipts, their
    /// customers' histories and the SKUs on their lines.
    package mutating func journal(acceptedOrders first: Int64, through last: Int64, at time: LocalTime) {
        changes.append(ChangeRecord(orderId: first, lastOrderId: last, changedAt: time))
    }

    /// How many of these orders (none cancelled) are picked up in [start, end), compared as the book compares
    /// them (`OrderBookTransaction.ordersInSlot`): as text, on the restaurant's clock.
    package func ordersInSlot(from start: LocalTime, to end: LocalTime) -> Int {
        let (start, end) = (start.iso8601, end.iso8601)
        return pickups.reduce(0) { count, pickup in
            start <= pickup.key && pickup.key < end ? count + pickup.value : count
        }
    }

    fileprivate mutating func removeAll() {
        customers.removeAll(keepingCapacity: true)
        orders.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
        deliveries.removeAll(keepingCapacity: true)
        statuses.removeAll(keepingCapacity: true)
        redemptions.removeAll(keepingCapacity: true)
        scratchUses.removeAll(keepingCapacity: true)
        stock.removeAll(keepingCapacity: true)
        stockPositions.removeAll(keepingCapacity: true)
        changes.removeAll(keepingCapacity: true)
        dailyUnits.removeAll(keepingCapacity: true)
        pickups.removeAll(keepingCapacity: true)
    }
}

/// A day and a SKU, whose units `AcceptedRows` adds up.
private struct DailyUnits: Hashable {
    var orderDay: CalendarDay
    var sku: String
}

extension OrderBookTransaction {
    /// Inserts the gathered rows, one multi-row INSERT per table (the referenced rows first), and empties
    /// `rows`.
    package func insert(_ rows: inout AcceptedRows) throws {
        try insertAll(rows.customers)
        try insertAll(rows.orders)
        try insertAll(rows.lines)
        try insertAll(rows.deliveries)
        try insertAll(rows.statuses)
        try insertAll(rows.redemptions)
        for use in rows.scratchUses {
            try db.execute(
                sql: "UPDATE scratch_draws SET used_order_id = ? WHERE coupon_code = ?",
                arguments: [use.orderID, use.code])
        }
        try insertAll(
            rows.stock,
            upsert: " ON CONFLICT (sku) DO UPDATE SET quantity = excluded.quantity, updated_at = excluded.updated_at")
        try insertAll(rows.changes)
        let dailyUnits = rows.dailyUnits.keys.sorted { ($0.orderDay, $0.sku) < ($1.orderDay, $1.sku) }.map {
            DailyUnitsRecord(orderDay: $0.orderDay, sku: $0.sku, quantity: rows.dailyUnits[$0] ?? 0)
        }
        try insertAll(
            dailyUnits, upsert: " ON CONFLICT (order_day, sku) DO UPDATE SET quantity = quantity + excluded.quantity")
        rows.removeAll()
    }

    /// The id SQLite gives the next row of `table` (an INTEGER PRIMARY KEY without AUTOINCREMENT): the highest
    /// plus one.
    func nextID(of table: String) throws -> Int64 {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT coalesce(max(id), 0) + 1 FROM \(table)")) ?? 1
    }
}
