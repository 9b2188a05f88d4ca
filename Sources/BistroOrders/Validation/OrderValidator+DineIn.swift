import BistroCore
import BistroJSON

extension OrderValidator {
    /// The table a dine-in order is for, nil for take-away: `"fulfilment": "dine-in"` (or a `table` alone)
    /// with a table of `tables.list`, at a restaurant that takes dine-in orders (`tables.dineIn`).
    func checkTable(_ request: OrderRequest, reject: (RejectionCode, String, OrderRequest.Position?) -> Void)
        -> (isDineIn: Bool, table: String?)
    {
        let fulfilment = request.fulfilment?.trimmed.lowercased()
        let table = request.table?.trimmed
        switch fulfilment {
        case nil where table == nil, "take-away", "takeaway", "pickup":
            if table != nil {
                reject(.invalidFulfilment, "a take-away order names no table", request.tablePosition)
            }
            return (false, nil)
        case nil, "dine-in":
            break
        default:
            reject(
                .invalidFulfilment,
                "\"fulfilment\" is \"take-away\", \"dine-in\" or \"delivery\", found \(JSONText.quoted(JSONText.clip(request.fulfilment ?? "")))",
                request.fulfilmentPosition)
            return (false, nil)
        }
        guard let tables = context.restaurant.tables, tables.dineIn else {
            reject(
                .dineInUnavailable, "this restaurant takes no dine-in orders: order for take-away",
                request.fulfilmentPosition ?? request.tablePosition)
            return (true, nil)
        }
        guard let table, let known = tables.table(matching: table) else {
            let named = table.map { "there is no table \(JSONText.quoted(JSONText.clip($0))); " } ?? ""
            reject(
                .unknownTable,
                named
                    + "a dine-in order names its table, as on its QR code (\(tables.list.map(\.id).joined(separator: ", ")))",
                request.tablePosition ?? request.fulfilmentPosition)
            return (true, nil)
        }
        if request.pickupAt?.trimmed.isEmpty == false {
            reject(
                .invalidPickupTime, "a dine-in order is served at the table: it has no pickup time",
                request.pickupPosition)
        }
        return (true, known.id)
    }

    /// The tax rate of an order: `taxRates.dineIn` or `taxRates.takeAway` when they are set, else `taxRate`.
    func taxRate(dineIn: Bool) -> Rate {
        guard let rates = context.restaurant.taxRates else { return context.restaurant.taxRate }
        return dineIn ? rates.dineIn : rates.takeAway
    }
}
