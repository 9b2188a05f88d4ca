import BistroCore
import BistroOrderBook
import BistroTemplates
import Mustache

/// One accepted order's receipt page as templates see it (`receipt`): the same figures as
/// `bistro receipt`, with only this order's customer's name; never the email or phone, and nothing that
/// leads to the customer's other orders (whoever placed the order may not own its address).
/// Keys are distinct from those of the enclosing contexts (`lineNote`, `orderNote`), so a missing value
/// never falls through to a value of the order or the site.
struct ReceiptView: MustacheParent {
    struct Line: MustacheParent {
        /// 1, 2, …: the line's number in the order, as `POST /api/reviews` names it.
        var number: Int
        var quantity: Int
        var name: String
        var sku: String
        var unitPrice: String
        var total: String
        var lineNote: String?
        /// "Large; Aged cheddar, Peameal bacon", or nil.
        var choices: String?

        /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
        static let templateNames = TemplateNameTree([
            "lineNumber", "quantity", "name", "sku", "unitPrice", "lineTotal", "lineNote", "choices",
        ])

        func child(named key: String) -> Any? {
            switch key {
            case "lineNumber": number
            case "quantity": quantity
            case "name": name
            case "sku": sku
            case "unitPrice": unitPrice
            case "lineTotal": total
            case "lineNote": lineNote
            case "choices": choices
            default: nil
            }
        }
    }

    /// A row under the lines: "Subtotal", "Discount (WELCOME10)", "HST 13%", "Tip (15%)", "Total".
    struct Figure: MustacheParent {
        /// "subtotal", "discount", "deliveryFee", "tax", "tip", "total": for styling.
        var kind: String
        var label: String
        var amount: String

        /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
        static let templateNames = TemplateNameTree(["kind", "label", "amount"])

        func child(named key: String) -> Any? {
            switch key {
            case "kind": kind
            case "label": label
            case "amount": amount
            default: nil
            }
        }
    }

    let order: StoredOrder
    let lines: [Line]
    let figures: [Figure]
    /// Whether the page offers "I'm here": the order is received, its preparation starts on a check-in
    /// (`pickup.startOn` "checkin") and the restaurant takes check-ins (`orders.checkInEndpoint`).
    let waitsForCheckIn: Bool
    /// Where the rating form posts (`orders.reviewEndpoint`), for a picked-up (or delivered) order of a
    /// restaurant that takes reviews; nil: no form. The page cannot know when it is read, so it offers the form for as long
    /// as the order is picked up; after `reviews.windowDays` the server answers 410 and the form says so.
    let reviewEndpoint: String?
    /// A delivery order's drop-off and progress (shown instead of the pickup's); nil for any other order.
    let delivery: DeliveryView?

    init(order: StoredOrder, formatter: MoneyFormatter, takesCheckIns: Bool = false, reviewEndpoint: String? = nil) {
        self.order = order
        // A dine-in order is brought to its table and a delivery to its door: nobody checks in.
        waitsForCheckIn = takesCheckIns && order.status == .received && order.table == nil && order.delivery == nil
        delivery = DeliveryView(order: order)
        let received = delivery.map { $0.stage == .delivered } ?? (order.status == .pickedUp)
        self.reviewEndpoint = received ? reviewEndpoint : nil
        // `StoredOrder` keeps the lines in their order, numbered from 1.
        lines = order.lines.enumerated().map { index, line in
            Line(
                number: index + 1, quantity: line.quantity, name: line.name, sku: line.sku,
                unitPrice: formatter.format(line.unitPrice), total: formatter.format(line.total), lineNote: line.note,
                choices: line.choicesSummary)
        }
        figures = order.figures.map {
            Figure(kind: $0.kind.rawValue, label: $0.label, amount: formatter.format($0.amount))
        }
    }

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(
        [
            "restaurantName", "orderNumber", "customerName", "status", "statusSlug", "cancellationReason", "orderNote",
            "waitsForCheckIn", "offersRating", "reviewEndpoint", "table",
        ],
        [
            "placed": OrderTime.templateNames, "pickup": OrderTime.templateNames, "lines": Line.templateNames,
            "figures": Figure.templateNames, "delivery": DeliveryView.templateNames,
        ])

    func child(named key: String) -> Any? {
        switch key {
        case "restaurantName": order.restaurantName
        case "orderNumber": order.orderNumber
        case "placed": OrderTime(order.placedAt)
        case "pickup": OrderTime(order.pickupAt)
        case "customerName": order.customerName
        case "status": OrderStatusText.label(of: order)
        case "table": order.table
        case "statusSlug": OrderStatusText.slug(of: order)
        case "delivery": delivery
        case "cancellationReason": order.cancellationReason
        case "lines": lines
        case "figures": figures
        case "orderNote": order.note
        case "waitsForCheckIn": waitsForCheckIn
        case "offersRating": reviewEndpoint != nil
        case "reviewEndpoint": reviewEndpoint
        default: nil
        }
    }
}
