import BistroCore
import GRDB

/// What a driver's dashboard shows, read from the book in one read: the deliveries anyone may claim
/// (without their address), the driver's own (with it), and the driver's recent drop-offs.
package struct DriverBoard: Sendable, Hashable {
    /// One delivery as a driver sees it.
    package struct Delivery: Sendable, Hashable {
        package var orderNumber: String
        package var status: OrderStatus
        /// From the restaurant to the drop-off; nil when it was placed by its postal code.
        package var distanceMeters: Int?
        package var zone: String
        /// When the kitchen has it ready (due, or done).
        package var readyAt: LocalTime?
        /// The wanted delivery time; nil: as soon as possible.
        package var deliverAt: LocalTime?
        /// The driver's share of the fee plus the tip.
        package var earnings: Money
        /// Only for the claiming driver: the customer's name, the address and instructions.
        package var customerName: String?
        package var address: String?
        package var instructions: String?
        package var pickedUpAt: LocalTime?
        package var deliveredAt: LocalTime?
    }

    package var driver: DriverRecord
    /// Unclaimed deliveries of orders received, preparing or ready, soonest ready first.
    package var available: [Delivery]
    /// The driver's claimed deliveries not yet delivered (cancelled orders among them, to bring back).
    package var mine: [Delivery]
    /// The driver's drop-offs of the last 24 hours, latest first.
    package var delivered: [Delivery]
}

extension OrderStore {
    /// The dashboard of the active driver whose token this is; nil for any other token.
    package func driverBoard(token: String, now: Timestamp) throws(OrderStoreError) -> DriverBoard? {
        try read { db -> DriverBoard? in
            guard let driver = try OrderBookTransaction.activeDriver(db, token: token), let id = driver.id else {
                return nil
            }
            let select = """
                SELECT o.order_number, o.status, o.ready_due_at, o.pickup_at, o.tip_cents, o.currency,
                    o.customer_name, d.* FROM deliveries d JOIN orders o ON o.id = d.order_id
                """
            let available = try Row.fetchAll(
                db,
                sql: select + """
                     WHERE d.driver_id IS NULL AND o.status IN ('received', 'preparing', 'ready')
                    ORDER BY o.ready_due_at, o.id LIMIT 200
                    """)
            let mine = try Row.fetchAll(
                db,
                sql: select + " WHERE d.driver_id = ? AND d.delivered_at IS NULL ORDER BY o.ready_due_at, o.id",
                arguments: [id])
            let since = now.adding(seconds: -86_400)
            let delivered = try Row.fetchAll(
                db,
                sql: select + """
                     WHERE d.driver_id = ? AND d.delivered_at IS NOT NULL AND unixepoch(d.delivered_at) >= ?
                    ORDER BY d.delivered_at DESC LIMIT 100
                    """,
                arguments: [id, since.secondsSince1970])
            return DriverBoard(
                driver: driver, available: try available.map { try delivery($0, withAddress: false) },
                mine: try mine.map { try delivery($0, withAddress: true) },
                delivered: try delivered.map { try delivery($0, withAddress: false) })
        }
    }

    private func delivery(_ row: Row, withAddress: Bool) throws -> DriverBoard.Delivery {
        let record = try DeliveryRecord(row: row)
        let currency = Currency(code: row["currency"]) ?? Currency(code: "XXX", minorUnitDigits: 2)
        let share = Money(minorUnits: record.driverFeeCents, currency: currency)
        // Both are order figures, far inside an Int: their sum cannot overflow.
        let earnings = share.adding(Money(minorUnits: row["tip_cents"], currency: currency)) ?? share
        return DriverBoard.Delivery(
            orderNumber: row["order_number"], status: row["status"], distanceMeters: record.distanceM,
            zone: record.zone, readyAt: row["ready_due_at"], deliverAt: row["pickup_at"],
            earnings: earnings,
            customerName: withAddress ? row["customer_name"] : nil, address: withAddress ? record.addressLine : nil,
            instructions: withAddress ? record.instructions : nil, pickedUpAt: record.pickedUpAt,
            deliveredAt: record.deliveredAt)
    }
}
