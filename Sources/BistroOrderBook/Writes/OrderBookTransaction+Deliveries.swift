import BistroCore
import GRDB

extension OrderBookTransaction {
    /// A delivery order's row and its order's number and status.
    package struct DeliveryState: Sendable, Hashable {
        package var order: PickupOrder
        package var delivery: DeliveryRecord
    }

    /// The delivery order with this number (case-insensitive); nil for an order of no delivery.
    package func deliveryState(orderNumber: String) throws -> DeliveryState? {
        guard let order = try pickupOrder(orderNumber: orderNumber),
            let delivery = try DeliveryRecord.fetchOne(db, key: order.id)
        else { return nil }
        return DeliveryState(order: order, delivery: delivery)
    }

    /// Gives the delivery to the driver if no one has it: one UPDATE that only an unclaimed row matches, in
    /// the one writer's transaction, so of two drivers claiming at once exactly one gets it. Returns whether
    /// this driver got it.
    package func claimDelivery(orderID: Int64, driverID: Int64, at time: LocalTime) throws -> Bool {
        try db.execute(
            sql: "UPDATE deliveries SET driver_id = ?, claimed_at = ? WHERE order_id = ? AND driver_id IS NULL",
            arguments: [driverID, time, orderID])
        guard db.changesCount == 1 else { return false }
        try journalDelivery(orderID: orderID, at: time)
        return true
    }

    /// The driver has the order in hand: the delivery's pick-up time, and the order's status `picked_up`.
    package func pickUpDelivery(_ state: DeliveryState, at time: LocalTime) throws {
        try db.execute(
            sql: "UPDATE deliveries SET picked_up_at = ? WHERE order_id = ?", arguments: [time, state.order.id])
        try record(status: .pickedUp, of: state.order, at: time)
    }

    /// The order reached its customer.
    package func deliverDelivery(_ state: DeliveryState, at time: LocalTime) throws {
        try db.execute(
            sql: "UPDATE deliveries SET delivered_at = ? WHERE order_id = ?", arguments: [time, state.order.id])
        try journalDelivery(orderID: state.order.id, at: time)
    }

    /// Staff take a claimed delivery back from its driver before it is picked up: anyone may claim it again.
    package func unassignDelivery(orderID: Int64, at time: LocalTime) throws {
        try db.execute(
            sql:
                "UPDATE deliveries SET driver_id = NULL, claimed_at = NULL WHERE order_id = ? AND picked_up_at IS NULL",
            arguments: [orderID])
        try journalDelivery(orderID: orderID, at: time)
    }

    /// Journals a change of the order's delivery, so its receipt page is published again.
    private func journalDelivery(orderID: Int64, at time: LocalTime) throws {
        guard
            let customer = try Int64.fetchOne(
                db, sql: "SELECT customer_id FROM orders WHERE id = ?", arguments: [orderID])
        else { return }
        try journal(orderID: orderID, customerID: customer, at: time)
    }
}
