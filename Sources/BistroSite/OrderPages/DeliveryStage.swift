import BistroCore
import BistroOrderBook

/// How far a delivery order has got, as its receipt and its customer's history say it: the kitchen has it
/// until a driver picks it up (`deliveries.picked_up_at`, or the order marked picked up: handed over), then
/// it is on the way until `deliveries.delivered_at`. A cancelled order is cancelled whatever it had reached.
enum DeliveryStage: Int, CaseIterable, Sendable {
    case preparing, onTheWay, delivered, cancelled

    /// nil for an order that is not a delivery.
    init?(_ order: StoredOrder) {
        guard let delivery = order.delivery else { return nil }
        if order.status == .cancelled {
            self = .cancelled
        } else if delivery.deliveredAt != nil {
            self = .delivered
        } else if delivery.pickedUpAt != nil || order.status == .pickedUp {
            self = .onTheWay
        } else {
            self = .preparing
        }
    }

    /// "Preparing", "On the way", "Delivered", "Cancelled".
    var label: String {
        switch self {
        case .preparing: "Preparing"
        case .onTheWay: "On the way"
        case .delivered: "Delivered"
        case .cancelled: "Cancelled"
        }
    }

    /// A class-safe slug ("on-the-way").
    var slug: String {
        switch self {
        case .preparing: "preparing"
        case .onTheWay: "on-the-way"
        case .delivered: "delivered"
        case .cancelled: "cancelled"
        }
    }

    /// schema.org's `OrderStatus` of the stage.
    var schemaOrg: String {
        switch self {
        case .preparing: "https://schema.org/OrderProcessing"
        case .onTheWay: "https://schema.org/OrderInTransit"
        case .delivered: "https://schema.org/OrderDelivered"
        case .cancelled: "https://schema.org/OrderCancelled"
        }
    }
}
