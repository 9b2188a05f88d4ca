import BistroCore
import BistroOrderBook
import BistroTemplates
import Foundation
import Mustache

/// One delivery on a driver's dashboard as templates see it (`available`, `mine`, `delivered`): distances
/// in kilometres, times on the restaurant's clock in its locale, earnings in its currency. The address and
/// instructions are only there for the claiming driver's own deliveries (`DriverBoard`).
struct DriverDeliveryView: MustacheParent {
    let delivery: DriverBoard.Delivery
    let clock: ClockText
    let money: MoneyFormatter
    let zone: TimeZone

    static let templateNames = TemplateNameTree([
        "orderNumber", "distance", "zone", "readyAt", "deliverAt", "earnings", "customerName", "address",
        "instructions", "isPickedUp", "isCancelled", "isReady", "statusText", "deliveredAt",
    ])

    private func time(_ time: LocalTime?) -> String? {
        time.map { clock.text(LocalTime($0.timestamp, in: zone).minuteOfDay) }
    }

    func child(named key: String) -> Any? {
        switch key {
        case "orderNumber": delivery.orderNumber
        case "distance": delivery.distanceMeters.map { "\(DeliveryDistance.kilometresText($0)) km" }
        case "zone": delivery.zone
        case "readyAt": time(delivery.readyAt)
        case "deliverAt": time(delivery.deliverAt) ?? "as soon as possible"
        case "earnings": money.format(delivery.earnings)
        case "customerName": delivery.customerName
        case "address": delivery.address
        case "instructions": delivery.instructions
        case "isPickedUp": delivery.pickedUpAt != nil
        case "isCancelled": delivery.status == .cancelled
        case "isReady": delivery.status == .ready
        case "statusText": Self.statusText(delivery)
        case "deliveredAt": time(delivery.deliveredAt)
        default: nil
        }
    }

    /// "Preparing", "Ready", "On the way", "Delivered", "Cancelled: bring it back".
    static func statusText(_ delivery: DriverBoard.Delivery) -> String {
        if delivery.deliveredAt != nil { return "Delivered" }
        if delivery.status == .cancelled { return "Cancelled: do not deliver" }
        if delivery.pickedUpAt != nil { return "On the way" }
        return delivery.status == .ready ? "Ready" : "Preparing"
    }
}
