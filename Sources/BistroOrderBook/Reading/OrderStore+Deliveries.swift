import BistroCore
import GRDB

extension OrderStore {
    /// One delivery order as the staff's list shows it.
    package struct StaffDelivery: Sendable, Hashable {
        package var orderNumber: String
        package var status: OrderStatus
        package var zone: String
        package var address: String
        package var readyDueAt: LocalTime?
        package var deliverAt: LocalTime?
        package var driverName: String?
        package var claimedAt: LocalTime?
        package var pickedUpAt: LocalTime?
        package var deliveredAt: LocalTime?
    }

    /// The delivery orders placed on `day`, in order.
    package func deliveries(on day: CalendarDay) throws(OrderStoreError) -> [StaffDelivery] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT o.order_number, o.status, o.ready_due_at, o.pickup_at, r.name AS driver_name, d.*
                    FROM orders o JOIN deliveries d ON d.order_id = o.id LEFT JOIN drivers r ON r.id = d.driver_id
                    WHERE o.order_day = ? ORDER BY o.id
                    """, arguments: [day]
            ).map { row in
                let delivery = try DeliveryRecord(row: row)
                return StaffDelivery(
                    orderNumber: row["order_number"], status: row["status"], zone: delivery.zone,
                    address: delivery.addressLine, readyDueAt: row["ready_due_at"], deliverAt: row["pickup_at"],
                    driverName: row["driver_name"], claimedAt: delivery.claimedAt, pickedUpAt: delivery.pickedUpAt,
                    deliveredAt: delivery.deliveredAt)
            }
        }
    }

    /// Every driver, the removed ones too, in the order they were added.
    package func drivers() throws(OrderStoreError) -> [DriverRecord] {
        try read { db in try DriverRecord.order(DriverRecord.Columns.id).fetchAll(db) }
    }
}
