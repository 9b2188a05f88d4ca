import BistroCore
import BistroOrderBook
import BistroTemplates
import Mustache

/// One customer's order-history page as templates see it (`history`): their orders, newest first, each
/// with the name it was placed under, its status, total (with a delivery's fee) and a link to its receipt. Nothing of any other
/// customer, and no name for the page as a whole: anyone may order with any address, so a name is only
/// ever that of its own order.
struct HistoryView: MustacheParent {
    struct Entry: MustacheParent {
        var orderNumber: String
        /// The name this order was placed under.
        var customerName: String
        var placed: OrderTime?
        var pickup: OrderTime?
        var status: String
        var statusSlug: String
        /// Staff's reason, for a cancelled order that was given one.
        var cancellationReason: String?
        var orderTotal: String
        var itemCount: Int
        var receiptURL: String
        /// Whether the order is delivered (its time is then the wanted delivery's).
        var isDelivery = false
        /// What a delivery order paid for the trip, as its receipt's "Delivery" figure; nil for any other.
        var deliveryFee: String?

        /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
        static let templateNames = TemplateNameTree(
            [
                "orderNumber", "customerName", "status", "statusSlug", "cancellationReason", "orderTotal", "itemCount",
                "receiptURL", "isDelivery", "deliveryFee",
            ],
            ["placed": OrderTime.templateNames, "pickup": OrderTime.templateNames])

        func child(named key: String) -> Any? {
            switch key {
            case "orderNumber": orderNumber
            case "customerName": customerName
            case "placed": placed
            case "pickup": pickup
            case "status": status
            case "statusSlug": statusSlug
            case "cancellationReason": cancellationReason
            case "orderTotal": orderTotal
            case "itemCount": itemCount
            case "receiptURL": receiptURL
            case "isDelivery": isDelivery
            case "deliveryFee": deliveryFee
            default: nil
            }
        }
    }

    let entries: [Entry]

    init(customer: HistoryPageSource, formatter: (Currency) -> MoneyFormatter, receiptURL: (String) -> String) {
        entries = customer.orders.map { order in
            let money = formatter(order.currency)
            var entry = Entry(
                orderNumber: order.orderNumber, customerName: order.customerName, placed: OrderTime(order.placedAt),
                pickup: OrderTime(order.pickupAt), status: OrderStatusText.label(of: order),
                statusSlug: OrderStatusText.slug(of: order), cancellationReason: order.cancellationReason,
                orderTotal: money.format(order.total),
                itemCount: order.lines.reduce(0) { $0 + $1.quantity }, receiptURL: receiptURL(order.receiptToken))
            // The receipt's own "Delivery" figure, so the two pages never word or round the fee apart.
            if let fee = order.figures.first(where: { $0.kind == .deliveryFee }) {
                entry.isDelivery = true
                entry.deliveryFee = money.format(fee.amount)
            }
            return entry
        }
    }

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(
        ["orderCount", "oneOrder", "hasDeliveries"], ["orders": Entry.templateNames])

    func child(named key: String) -> Any? {
        switch key {
        case "orders": entries
        case "orderCount": entries.count
        case "oneOrder": entries.count == 1
        case "hasDeliveries": entries.contains(where: \.isDelivery)
        default: nil
        }
    }
}
