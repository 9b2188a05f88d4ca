import BistroJSON
import BistroOrders

/// The reasons of a rejected order as the endpoint answers them: each reason's code and message with the field
/// of the order it concerns, when it concerns one: `customer.email`, `coupon`, `pickupAt`, `tip`,
/// `items[2].sku`… The field is the member of the posted body found at the reason's line and column, or, for a
/// reason without a place (a missing name), the one its code names. `outside_delivery_area` adds the
/// drop-off's `distanceMeters` when it is known, `below_delivery_minimum` the `missing` amount.
enum RejectionAnswer {
    static func rejections(_ reasons: [Rejection], body: [UInt8]) -> JSONValue {
        let root = try? JSONParser.parse(body)
        return .array(
            reasons.prefix(100).map { reason in
                let code = reason.code.rawValue
                var answer: [(String, JSONValue)] = [("code", .string(code)), ("message", .string(reason.message))]
                let placed = root.flatMap { root in
                    reason.line.flatMap { line in reason.column.flatMap { path(in: root, line: line, column: $0) } }
                }
                if let field = field(code: code, placed: placed) { answer.append(("field", .string(field))) }
                switch reason.detail {
                case .distanceMeters(let meters)?: answer.append(("distanceMeters", .int(meters)))
                case .missing(let amount)?: answer.append(("missing", .string(amount.decimalString)))
                case nil: break
                }
                return .object(answer)
            })
    }

    /// The field a code always concerns.
    static func field(ofCode code: String) -> String? {
        switch code {
        case "missing_customer_name": "customer.name"
        case "missing_customer_email", "invalid_email": "customer.email"
        case "invalid_order_id", "order_id_conflict": "orderId"
        case "no_items": "items"
        case "invalid_tip", "tip_out_of_range": "tip"
        case "invalid_pickup_time", "pickup_in_past", "pickup_not_today", "pickup_outside_hours": "pickupAt"
        case "address_required", "outside_delivery_area": "delivery.address"
        case "below_delivery_minimum": "items"
        default: code.hasPrefix("coupon_") ? "coupon" : nil
        }
    }

    /// The code's field when the place found is none or encloses it, else the place ("tip.percent" is
    /// "tip"; a line of `items` found for an item's reason is that line's `sku` or `quantity`).
    static func field(code: String, placed: String?) -> String? {
        let named = field(ofCode: code)
        guard let placed, !placed.isEmpty else { return named }
        if let named, named.hasPrefix(placed) || placed.hasPrefix(named) { return named }
        if placed.hasSuffix("]"), let member = itemMember(ofCode: code) { return placed + "." + member }
        return placed.hasPrefix("tip.") ? "tip" : placed
    }

    /// The member of an order line an item's reason concerns.
    static func itemMember(ofCode code: String) -> String? {
        switch code {
        case "unknown_sku": "sku"
        case "invalid_quantity", "insufficient_stock": "quantity"
        case "unknown_option", "unknown_choice", "option_required", "too_many_choices", "duplicate_choice": "options"
        default: nil
        }
    }

    /// The path of the member or element whose key or value starts at `line`:`column`, deepest first.
    static func path(in node: JSONNode, line: Int, column: Int, prefix: String = "") -> String? {
        switch node.value {
        case .object(let members):
            for member in members {
                let path = prefix.isEmpty ? member.key : prefix + "." + member.key
                if let deeper = Self.path(in: member.value, line: line, column: column, prefix: path) { return deeper }
                if (member.keyLine == line && member.keyColumn == column)
                    || (member.value.line == line && member.value.column == column)
                {
                    return path
                }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                let path = "\(prefix)[\(index)]"
                if let deeper = Self.path(in: element, line: line, column: column, prefix: path) { return deeper }
                if element.line == line && element.column == column { return path }
            }
        default:
            break
        }
        return nil
    }
}
