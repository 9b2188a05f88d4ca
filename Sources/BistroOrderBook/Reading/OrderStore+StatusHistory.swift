import BistroCore
import GRDB

extension OrderStore {
    /// One status an order entered.
    package struct StatusChange: Sendable, Hashable {
        package var status: OrderStatus
        package var at: LocalTime
        package var reason: String?
        /// What a cancellation gave back ("2 × RC-BURG-01 back in stock; coupon WELCOME10 released").
        package var returned: String?
    }

    /// An order's status changes, oldest first.
    package func statusHistory(reference: String) throws(OrderStoreError) -> (
        orderNumber: String, status: OrderStatus, history: [StatusChange]
    )? {
        try read { db in
            guard let order = try PickupOrder.find(db, reference: reference) else { return nil }
            let changes = try StatusChangeRecord.filter(StatusChangeRecord.Columns.orderId == order.id).order(
                StatusChangeRecord.Columns.id
            ).fetchAll(db)
            return (
                order.orderNumber, order.status,
                changes.map {
                    StatusChange(status: $0.status, at: $0.changedAt, reason: $0.reason, returned: $0.returned)
                }
            )
        }
    }
}
