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
