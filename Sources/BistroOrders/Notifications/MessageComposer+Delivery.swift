import BistroCore
import BistroOrderBook

/// The messages of delivery orders and drivers (docs/delivery.md).
extension MessageComposer {
    /// To the customer, when the driver has picked the order up.
    package func onTheWay(_ order: PickupOrder, driverName: String) -> ComposedMessage {
        var values = order.values
        values["driverName"] = driverName
        if let url = receiptURL(token: order.receiptToken) { values["receiptURL"] = url }
        return compose(
            .onTheWay, to: order.customerEmail, values, fallbackSubject: "Order \(order.orderNumber) is on the way")
    }

    /// To the customer, when the driver has delivered the order.
    package func delivered(_ order: PickupOrder) -> ComposedMessage {
        var values = order.values
        if restaurant.reviews.enabled, restaurant.endpoints.reviews != nil,
            let url = receiptURL(token: order.receiptToken)
        {
            values["rateURL"] = url + "#rate"
            values["reviewWindowDays"] = restaurant.reviews.windowDays
        }
        return compose(
            .delivered, to: order.customerEmail, values, fallbackSubject: "Order \(order.orderNumber) was delivered")
    }

    /// To a driver: their dashboard's link, the only key to it.
    package func driverLink(name: String, email: String, url: String) -> ComposedMessage {
        compose(
            .driverLink, to: email, ["driverName": name, "dashboardURL": url],
            fallbackSubject: "Your deliveries at \(restaurant.name)")
    }
}

/// What the order messages say of a delivery order's drop-off.
extension MessageComposer {
    /// The "received" mail's `delivery`: `address` (one line), `deliverAt` (about when it arrives, on the
    /// restaurant's clock: `arrival`) and `asap` (no time was asked for). nil for pickup and dine-in orders.
    func deliveryValues(_ order: StoredOrder, preparation: Preparation) -> [String: Any]? {
        guard let delivery = order.delivery else { return nil }
        var values: [String: Any] = ["address": delivery.addressLine.oneLine, "asap": order.pickupAt == nil]
        if let arrival = arrival(order, preparation: preparation) {
            values["deliverAt"] = clock(arrival, on: order.placedAt.day)
        }
        return values
    }

    /// About when a delivery order reaches the door: its ready time plus the trip (`delivery.leadMinutes`
    /// less the preparation, as `OrderBatch.readyTime` counts it back from a wanted time), or the wanted time
    /// when that is later. nil when neither is known.
    func arrival(_ order: StoredOrder, preparation: Preparation) -> LocalTime? {
        let trip = max(0, (restaurant.delivery?.leadMinutes ?? 0) - preparation.minutes)
        let soonest = preparation.readyAt.map { LocalTime($0.timestamp.adding(seconds: trip * 60), in: timeZone) }
        guard let wanted = order.pickupAt else { return soonest }
        guard let soonest, soonest.timestamp > wanted.timestamp else { return wanted }
        return soonest
    }

    /// The kitchen ticket's `delivery`: `zone` (its label: "up to 3 km"), `readyBy` (when the driver takes
    /// it: the order's `readyDueAt`) and `wanted` (the time at the door, or "as soon as possible"). The
    /// address is left off: the kitchen cooks by the time, and the driver reads it on their dashboard.
    func kitchenDeliveryValues(_ order: StoredOrder, readyBy: LocalTime?) -> [String: Any]? {
        guard let delivery = order.delivery else { return nil }
        var values: [String: Any] = [
            "zone": delivery.zone, "wanted": ReceiptRenderer.displayTime(order.pickupAt),
        ]
        if let readyBy { values["readyBy"] = clock(readyBy, on: order.placedAt.day) }
        return values
    }
}
