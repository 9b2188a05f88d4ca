import BistroCore
import GRDB

extension OrderStore {
    /// One status an order entered.
    package struct StatusChange: Sendable, Hashable {
        package var status: OrderStatus
        package var at: LocalTime
        package var reason: String?
    }

    /// An order's status changes, oldest first.
    package func statusHistory(reference: String) throws(OrderStoreError) -> (orderNumber: String, status: OrderStatus, history: [StatusChange])? {
        try read { db in
            guard let order = try PickupOrder.find(db, reference: reference) else { return nil }
            let changes = try StatusChangeRecord.filter(Column("order_id") == order.id).order(Column("id")).fetchAll(db)
            return (order.orderNumber, order.status, changes.map { StatusChange(status: $0.status, at: $0.changedAt, reason: $0.reason) })
        }
    }

    /// Messages waiting to go out (`sent_at` NULL) after id `after`, oldest first, at most `limit`
    /// (only `id` when given).
    package func queuedMessages(after: Int64, only id: Int64?, limit: Int) throws(OrderStoreError) -> [NotificationRecord] {
        try read { db in
            var request = NotificationRecord.filter(Column("sent_at") == nil && Column("id") > after)
            if let id { request = request.filter(Column("id") == id) }
            return try request.order(Column("id")).limit(limit).fetchAll(db)
        }
    }
}
