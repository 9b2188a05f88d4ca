import BistroCore
import GRDB

/// What the pickup flow needs of an order: who, which status, and its preparation schedule.
public struct PickupOrder: Sendable, Hashable {
    public var id: Int64
    public var orderNumber: String
    public var customerName: String
    public var customerEmail: String
    public var status: OrderStatus
    /// The order's preparation time: stored at acceptance, else the longest line's, else the default.
    public var preparationMinutes: Int?
    public var preparationStartedAt: String?
    public var readyDueAt: String?

    /// The template values every order message shares.
    var values: [String: Any] { ["customerName": customerName, "orderNumber": orderNumber] }

    private static let select = """
        SELECT o.id, o.order_number, o.customer_name, o.customer_email, o.status,
            coalesce(o.preparation_minutes, (SELECT max(l.preparation_minutes) FROM order_lines l WHERE l.order_id = o.id)),
            o.preparation_started_at, o.ready_due_at
        FROM orders o
        """

    init(row: Row) {
        id = row[0]
        orderNumber = row[1]
        customerName = row[2]
        customerEmail = row[3]
        status = OrderStatus(rawValue: row[4]) ?? .received
        preparationMinutes = row[5]
        preparationStartedAt = row[6]
        readyDueAt = row[7]
    }

    /// The order with this order number (case-insensitive), client orderId or receipt token.
    static func find(_ db: Database, reference: String) throws -> PickupOrder? {
        let text = reference.trimmed
        for (clause, value) in [("o.order_number = ?", text.uppercased()), ("o.idempotency_key = ?", "id:" + text), ("o.receipt_token = ?", text.lowercased())] {
            if let row = try Row.fetchOne(db, sql: select + " WHERE " + clause, arguments: [value]) { return PickupOrder(row: row) }
        }
        return nil
    }

    static func find(_ db: Database, orderNumber: String) throws -> PickupOrder? {
        try Row.fetchOne(db, sql: select + " WHERE o.order_number = ?", arguments: [orderNumber.trimmed.uppercased()]).map(PickupOrder.init)
    }

    static func find(_ db: Database, clientOrderID: String) throws -> PickupOrder? {
        try Row.fetchOne(db, sql: select + " WHERE o.idempotency_key = ?", arguments: ["id:" + clientOrderID]).map(PickupOrder.init)
    }

    /// Orders being prepared, with their due times.
    static func preparing(_ db: Database) throws -> [PickupOrder] {
        try Row.fetchAll(db, sql: select + " WHERE o.status = 'preparing' AND o.ready_due_at IS NOT NULL ORDER BY o.id").map(PickupOrder.init)
    }
}
