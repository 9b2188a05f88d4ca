import BistroCore
import GRDB

extension OrderStore {
    /// One status an order entered.
    public struct StatusChange: Sendable, Hashable {
        public var status: OrderStatus
        public var at: LocalTime
        public var reason: String?
    }

    /// An order's status changes, oldest first.
    public func statusHistory(reference: String) throws(OrderStoreError) -> (orderNumber: String, status: OrderStatus, history: [StatusChange])? {
        try read { db in
            guard let order = try PickupOrder.find(db, reference: reference) else { return nil }
            let changes = try StatusChangeRecord.filter(Column("order_id") == order.id).order(Column("id")).fetchAll(db)
            return (order.orderNumber, order.status, changes.map { StatusChange(status: $0.status, at: $0.changedAt, reason: $0.reason) })
        }
    }

    /// Messages waiting to go out (`sent_at` NULL) after id `after`, oldest first, at most `limit`
    /// (only `id` when given).
    public func queuedMessages(after: Int64, only id: Int64?, limit: Int) throws(OrderStoreError) -> [NotificationRecord] {
        try read { db in
            var request = NotificationRecord.filter(Column("sent_at") == nil && Column("id") > after)
            if let id { request = request.filter(Column("id") == id) }
            return try request.order(Column("id")).limit(limit).fetchAll(db)
        }
    }
}
