import Mustache

/// How an order's status reads on its pages, and its schema.org `OrderStatus`.
enum OrderStatusText {
    /// "Ready for pickup" for "ready"; unknown statuses read as stored, underscores as spaces.
    static func label(_ status: String) -> String {
        switch status {
        case "received": "Received"
        case "preparing": "Preparing"
        case "ready": "Ready for pickup"
        case "picked_up": "Picked up"
        case "cancelled": "Cancelled"
        default: status.replacingOccurrences(of: "_", with: " ")
        }
    }

    /// A class-safe slug ("picked-up").
    static func slug(_ status: String) -> String {
        String(status.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    static func schemaOrg(_ status: String) -> String {
        switch status {
        case "ready": "https://schema.org/OrderPickupAvailable"
        case "picked_up": "https://schema.org/OrderDelivered"
        case "cancelled": "https://schema.org/OrderCancelled"
        default: "https://schema.org/OrderProcessing"
        }
    }
}

/// A stored RFC 3339 time as pages show it: `text` "2026-11-22 18:30" and `iso` for `<time datetime>`.
struct OrderTime: MustacheParent, Sendable {
    var text: String
    var iso: String

    init?(_ stored: String?) {
        guard let stored, stored.count >= 16 else { return nil }
        text = String(stored.prefix(10)) + " " + String(stored.dropFirst(11).prefix(5))
        iso = stored
    }

    func child(named key: String) -> Any? {
        switch key {
        case "text": text
        case "iso": iso
        default: nil
        }
    }
}
