import BistroCore
import Foundation
import GRDB

/// What the pickup flow needs of an order: who, which status, and its preparation schedule.
package struct PickupOrder: Sendable, Hashable {
    package var id: Int64
    package var customerID: Int64
    package var orderNumber: String
    package var customerName: String
    package var customerEmail: String
    package var status: OrderStatus
    package var placedAt: LocalTime
    /// The pickup time the customer chose; nil for as soon as possible.
    package var pickupAt: LocalTime?
    /// The order's preparation time: stored at acceptance, else the longest line's, else nil (the default).
    package var preparationMinutes: Int?
    package var preparationStartedAt: LocalTime?
    package var readyDueAt: LocalTime?
    /// The receipt page's token (its link goes only to the order's own address).
    package var receiptToken = ""
    /// A dine-in order's table; nil: take-away.
    package var table: String?
    /// Whether it is brought to the customer (it has a `deliveries` row): no "come and get it" words.
    package var isDelivery = false
}

extension PickupOrder {
    init(_ db: Database, record: OrderRecord) throws {
        id = record.id!
        customerID = record.customerId
        orderNumber = record.orderNumber
        customerName = record.customerName
        customerEmail = record.customerEmail
        status = record.status
        placedAt = record.placedAt
        pickupAt = record.pickupAt
        preparationMinutes =
            try record.preparationMinutes
            ?? Int.fetchOne(
                db, sql: "SELECT max(preparation_minutes) FROM order_lines WHERE order_id = ?", arguments: [id])
        preparationStartedAt = record.preparationStartedAt
        readyDueAt = record.readyDueAt
        receiptToken = record.receiptToken
        table = record.tableId
        isDelivery =
            try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM deliveries WHERE order_id = ?)"), arguments: [id])
            ?? false
    }

    /// The order with this order number (case-insensitive), client orderId or receipt token.
    static func find(_ db: Database, reference: String) throws -> PickupOrder? {
        try OrderRecord.find(db, reference: reference).map { try PickupOrder(db, record: $0) }
    }
}

extension OrderBookTransaction {
    /// The order with this order number, client orderId or receipt token.
    package func pickupOrder(reference: String) throws -> PickupOrder? {
        try PickupOrder.find(db, reference: reference)
    }

    /// The order whose receipt token this is. Only the token is matched: order numbers and orderIds can be
    /// guessed, a token cannot.
    package func pickupOrder(receiptToken: String) throws -> PickupOrder? {
        try OrderRecord.filter(OrderRecord.Columns.receiptToken == receiptToken.lowercased()).fetchOne(db).map {
            try PickupOrder(db, record: $0)
        }
    }

    package func pickupOrder(orderNumber: String) throws -> PickupOrder? {
        try OrderRecord.find(db, orderNumber: orderNumber).map { try PickupOrder(db, record: $0) }
    }

    /// The customer's order they numbered `clientOrderID`, or without `email` the latest order of anyone
    /// with that number.
    package func pickupOrder(clientOrderID: String, email: String? = nil) throws -> PickupOrder? {
        try OrderRecord.find(db, clientOrderID: clientOrderID, email: email).map { try PickupOrder(db, record: $0) }
    }

    /// Orders being prepared whose ready time is `now` or earlier, oldest first. Only those are read: the
    /// `orders_ready_due` index is walked over the preparing orders and the due time compared as seconds
    /// (its text carries the restaurant's offset, which daylight saving time changes).
    package func preparingOrders(dueBy now: Timestamp) throws -> [PickupOrder] {
        try OrderRecord.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT * FROM orders
                    WHERE status = 'preparing' AND ready_due_at IS NOT NULL AND unixepoch(ready_due_at) <= ?
                    ORDER BY id
                    """), arguments: [now.secondsSince1970]
        ).map { try PickupOrder(db, record: $0) }
    }

    /// Changes an order's status, with its history row and journal entry (through its lines, a cancellation
    /// also moves its SKUs' "most ordered" counts).
    package func record(
        status: OrderStatus, of order: PickupOrder, at time: LocalTime, reason: String? = nil,
        returned: String? = nil
    ) throws {
        try db.execute(sql: "UPDATE orders SET status = ? WHERE id = ?", arguments: [status, order.id])
        try StatusChangeRecord(orderId: order.id, status: status, changedAt: time, reason: reason, returned: returned)
            .insert(db)
        try journal(orderID: order.id, customerID: order.customerID, at: time)
    }

    /// Starts preparation at `start`: status preparing, the start and the due time recorded. Returns the due time.
    package func startPreparation(of order: PickupOrder, minutes: Int, at start: LocalTime, timeZone: TimeZone) throws
        -> LocalTime
    {
        let due = LocalTime(start.timestamp.adding(seconds: minutes * 60), in: timeZone)
        try db.execute(
            sql: "UPDATE orders SET preparation_minutes = ?, preparation_started_at = ?, ready_due_at = ? WHERE id = ?",
            arguments: [minutes, start, due, order.id])
        try record(status: .preparing, of: order, at: start)
        return due
    }

    /// Whether this check-in file (name and content) was handled before.
    package func isCheckInRecorded(sourceFile: String, contentKey: String) throws -> Bool {
        try CheckInRecord.filter(
            CheckInRecord.Columns.sourceFile == sourceFile && CheckInRecord.Columns.contentKey == contentKey
        ).fetchCount(
            db) > 0
    }

    package func insert(checkIn: CheckInRecord) throws {
        try checkIn.insert(db, onConflict: .ignore)
    }
}
