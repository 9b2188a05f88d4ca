/// An order file as the customer wrote it, after the JSON's shape was checked but before its meaning
/// (SKUs, coupon, stock, times) was. Every value remembers its position for messages.
package struct OrderRequest: Sendable, Hashable {
    package struct Position: Sendable, Hashable {
        package var line: Int
        package var column: Int
    }

    package struct Item: Sendable, Hashable {
        package var sku: String?
        /// The quantity's exact JSON text ("2", "1.5", "1e400"); the validator decides what it means.
        var quantityText: String?
        package var note: String?
        package var position: Position
        var quantityPosition: Position
        /// The quantity had the wrong JSON type, already reported as `wrong_type`.
        var quantityAlreadyReported = false
        /// The `options` object's groups, in file order.
        package var options: [OptionRequest] = []
    }

    /// One group of a line's `options`: `"extras": ["cheese", "bacon"]`, or `"size": "large"`.
    package struct OptionRequest: Sendable, Hashable {
        package var id: String
        package var choices: [String]
        /// The value was one string rather than an array (allowed when the group's `max` is 1).
        var isSingleString: Bool
        package var position: Position
    }

    package enum TipRequest: Sendable, Hashable {
        /// The exact JSON text of the percentage.
        case percent(String)
        /// The amount as written, a decimal string ("5.00") or a JSON number.
        case amount(String)
    }

    package var orderID: String?
    var orderIDPosition: Position?
    package var customerName: String?
    package var customerEmail: String?
    package var customerPhone: String?
    var customerPosition: Position?
    package var items: [Item] = []
    var itemsPosition: Position?
    package var coupon: String?
    var couponPosition: Position?
    package var tip: TipRequest?
    var tipPosition: Position?
    package var pickupAt: String?
    var pickupPosition: Position?
    package var note: String?
    /// `"dine-in"`, `"take-away"` (or `"pickup"`) or `"delivery"` (absent: the restaurant's default), as written.
    package var fulfilment: String?
    var fulfilmentPosition: Position?
    /// A dine-in order's table ("T3"), as written.
    package var table: String?
    var tablePosition: Position?
    /// A delivery order's drop-off (`delivery`); nil when the file has none.
    package var delivery: DeliveryRequest?
    /// Whether the wanted time was written `deliverAt` (then it is in `pickupAt`).
    var timeIsDeliverAt = false
    /// What was wrong with the file's shape; the validator reports these along with its own findings.
    package var problems = RejectionList()

    package init() {}
}
