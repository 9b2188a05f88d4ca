import BistroCore
import BistroOrderBook
import BistroTemplates
import Mustache

/// How an order's status reads on its pages, and its schema.org `OrderStatus`.
enum OrderStatusText {
    /// "Ready for pickup" for ready.
    static func label(_ status: OrderStatus) -> String {
        switch status {
        case .received: "Received"
        case .preparing: "Preparing"
        case .ready: "Ready for pickup"
        case .pickedUp: "Picked up"
        case .cancelled: "Cancelled"
        }
    }

    /// A class-safe slug ("picked-up").
    static func slug(_ status: OrderStatus) -> String {
        status.rawValue.replacingOccurrences(of: "_", with: "-")
    }

    /// An order's status as its receipt and its customer's history say it: a delivery's stage ("On the way"),
    /// a dine-in order picked up is "Served", any other the status's label.
    static func label(of order: StoredOrder) -> String {
        if let stage = DeliveryStage(order) { return stage.label }
        return order.table != nil && order.status == .pickedUp ? "Served" : label(order.status)
    }

    /// The slug of `label(of:)` ("on-the-way").
    static func slug(of order: StoredOrder) -> String {
        DeliveryStage(order)?.slug ?? slug(order.status)
    }

    static func schemaOrg(_ status: OrderStatus) -> String {
        switch status {
        case .ready: "https://schema.org/OrderPickupAvailable"
        case .pickedUp: "https://schema.org/OrderDelivered"
        case .cancelled: "https://schema.org/OrderCancelled"
        case .received, .preparing: "https://schema.org/OrderProcessing"
        }
    }
}

/// An order's time as pages show it: `text` "2026-11-22 18:30" and `iso` for `<time datetime>`.
struct OrderTime: MustacheParent, Sendable {
    var text: String
    var iso: String

    init?(_ time: LocalTime?) {
        guard let time else { return nil }
        text = time.shortText
        iso = time.iso8601
    }

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(["text", "iso"])

    func child(named key: String) -> Any? {
        switch key {
        case "text": text
        case "iso": iso
        default: nil
        }
    }
}
