import BistroCore
import BistroJSON
import BistroOrderBook

/// Renders a recorded order as a receipt: aligned plain text (terminals, emails) or JSON with every money
/// figure as a decimal string (scripts). The HTML receipt is the site's receipt page (BistroSite's
/// `PageRenderer.renderReceipt`, `receipt.mustache`), which `bistro receipt --format html` prints too.
package struct ReceiptRenderer: Sendable {
    package let formatter: MoneyFormatter

    package init(formatter: MoneyFormatter) { self.formatter = formatter }

    package init(localeIdentifier: String, currency: Currency) {
        self.formatter = MoneyFormatter(localeIdentifier: localeIdentifier, currency: currency)
    }

    /// The figures under the lines (`StoredOrder.figures`) in receipt order, formatted: kind (subtotal,
    /// discount, tax, tip, total), label and amount.
    func totals(_ order: StoredOrder) -> [(kind: String, label: String, amount: String)] {
        order.figures.map { ($0.kind.rawValue, $0.label, formatter.format($0.amount)) }
    }

    /// "2026-11-22 18:30"; "as soon as possible" for no time.
    package static func displayTime(_ time: LocalTime?) -> String {
        time?.shortText ?? "as soon as possible"
    }

    /// The same for a stored RFC 3339 text.
    package static func displayTime(_ iso: String?) -> String {
        guard let iso, iso.count >= 16 else { return "as soon as possible" }
        return String(iso.prefix(10)) + " " + String(iso.dropFirst(11).prefix(5))
    }

    /// The text receipt's width, its rule and the spaces that pad its rows.
    static let width = 56
    static let rule = String(repeating: "-", count: width) + "\n"
    static let spaces = String(repeating: " ", count: width)

    package func text(_ order: StoredOrder) -> String {
        let width = Self.width
        var out = ""
        out.reserveCapacity(600 + order.lines.count * 120)
        func row(_ left: String, _ right: String) {
            out += left
            out += Self.spaces.prefix(max(1, width - left.count - right.count))
            out += right
            out += "\n"
        }
        out += order.restaurantName + "\nOrder " + order.orderNumber + "\n\n"
        out += "Placed:   " + Self.displayTime(order.placedAt) + "\n"
        if let table = order.table {
            out += "Dine-in:  table " + table + "\n"
        } else if let delivery = order.delivery {
            out += "Delivery: " + Self.displayTime(order.pickupAt) + "\n"
            out += "To:       " + delivery.addressLine.oneLine + "\n"
            if let instructions = delivery.instructions {
                out += "          Note to the driver: " + instructions.oneLine + "\n"
            }
        } else {
            out += "Pickup:   " + Self.displayTime(order.pickupAt) + "\n"
        }
        out += "Customer: " + order.customerName + " <" + order.customerEmail + ">\n"
        out += "Status:   " + order.status.words + "\n\n"
        for line in order.lines {
            row("\(line.quantity) × " + line.nameWithChoices, formatter.format(line.total))
            out += "    " + line.sku + ", " + formatter.format(line.unitPrice) + " each\n"
            if let note = line.note { out += "    Note: " + note.oneLine + "\n" }
        }
        if let note = order.note { out += "Note: " + note.oneLine + "\n" }
        out += Self.rule
        for (_, label, amount) in totals(order) { row(label, amount) }
        return out
    }

    package func json(_ order: StoredOrder) -> JSONValue {
        .object([
            ("restaurant", .string(order.restaurantName)),
            ("orderNumber", .string(order.orderNumber)),
            ("orderId", .optional(order.clientOrderID)),
            ("status", .string(order.status.rawValue)),
            ("placedAt", .string(order.placedAt.iso8601)),
            ("pickupAt", .optional(order.pickupAt?.iso8601)),
            ("delivery", deliveryJSON(order.delivery)),
            (
                "customer",
                .object([
                    ("name", .string(order.customerName)), ("email", .string(order.customerEmail)),
                    ("phone", .optional(order.customerPhone)),
                ])
            ),
            (
                "lines",
                .array(
                    order.lines.map { line in
                        .object([
                            ("sku", .string(line.sku)), ("name", .string(line.name)), ("quantity", .int(line.quantity)),
                            ("unitPrice", .string(line.unitPrice.decimalString)),
                            ("lineTotal", .string(line.total.decimalString)),
                            ("note", .optional(line.note)),
                            (
                                "options",
                                .array(
                                    line.choices.map { choice in
                                        .object([
                                            ("option", .string(choice.option)),
                                            ("optionName", .string(choice.optionName)),
                                            ("choice", .string(choice.choice)),
                                            ("name", .string(choice.name)),
                                            (
                                                "price",
                                                .string(
                                                    Money(minorUnits: choice.priceCents, currency: order.currency)
                                                        .decimalString)
                                            ),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
            ("note", .optional(order.note)),
            ("currency", .string(order.currency.code)),
            ("subtotal", .string(order.subtotal.decimalString)),
            ("couponCode", .optional(order.couponCode)),
            ("discount", .string(order.discount.decimalString)),
            ("taxable", .string(order.taxable.decimalString)),
            ("deliveryFee", .string(order.deliveryFee.decimalString)),
            ("taxName", .string(order.taxName)),
            ("taxRate", .string(order.taxRate.decimalString)),
            ("tax", .string(order.tax.decimalString)),
            ("tipPercent", .optional(order.tipPercent)),
            ("tip", .string(order.tip.decimalString)),
            ("total", .string(order.total.decimalString)),
            ("receiptToken", .string(order.receiptToken)),
        ])
    }
}
