/// A driver's claim or step from the dashboard (`POST /api/deliveries/claim`, `POST /api/deliveries/status`):
/// the dashboard's token is the driver's only key.
package struct DriverStepRequest: Sendable, Hashable {
    package enum Step: Sendable, Hashable {
        case claim
        case pickedUp
        case delivered
        /// A status other than "picked_up" or "delivered", as sent (clipped).
        case unknown(String)

        /// "picked_up" → `.pickedUp`, "delivered" → `.delivered`.
        package init(status: String) {
            switch status {
            case "picked_up": self = .pickedUp
            case "delivered": self = .delivered
            default: self = .unknown(String(status.prefix(40)))
            }
        }
    }

    package var token: String
    package var orderNumber: String
    package var step: Step

    package init(token: String, orderNumber: String, step: Step) {
        self.token = token
        self.orderNumber = orderNumber
        self.step = step
    }
}

/// What a driver's step did.
package struct DeliveryStepReceipt: Sendable, Hashable {
    package enum Step: String, Sendable, Hashable {
        case claimed
        case pickedUp = "picked_up"
        case delivered
    }

    package var orderNumber: String
    package var step: Step
}
