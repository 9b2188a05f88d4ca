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
            "quantity", "name", "sku", "unitPrice", "lineTotal", "lineNote", "choices",
        ])

        func child(named key: String) -> Any? {
            switch key {
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
        /// "subtotal", "discount", "tax", "tip", "total": for styling.
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

    init(order: StoredOrder, formatter: MoneyFormatter, takesCheckIns: Bool = false) {
        self.order = order
        waitsForCheckIn = takesCheckIns && order.status == .received
        lines = order.lines.map {
            Line(
                quantity: $0.quantity, name: $0.name, sku: $0.sku, unitPrice: formatter.format($0.unitPrice),
                total: formatter.format($0.total), lineNote: $0.note, choices: $0.choicesSummary)
        }
        figures = order.figures.map {
            Figure(kind: $0.kind.rawValue, label: $0.label, amount: formatter.format($0.amount))
        }
    }

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(
        [
            "restaurantName", "orderNumber", "customerName", "status", "statusSlug", "cancellationReason", "orderNote",
            "waitsForCheckIn",
        ],
        [
            "placed": OrderTime.templateNames, "pickup": OrderTime.templateNames, "lines": Line.templateNames,
            "figures": Figure.templateNames,
        ])

    func child(named key: String) -> Any? {
        switch key {
        case "restaurantName": order.restaurantName
        case "orderNumber": order.orderNumber
        case "placed": OrderTime(order.placedAt)
        case "pickup": OrderTime(order.pickupAt)
        case "customerName": order.customerName
        case "status": OrderStatusText.label(order.status)
        case "statusSlug": OrderStatusText.slug(order.status)
        case "cancellationReason": order.cancellationReason
        case "lines": lines
        case "figures": figures
        case "orderNote": order.note
        case "waitsForCheckIn": waitsForCheckIn
        default: nil
        }
    }
}
