/// An order file as the customer wrote it, after the JSON's shape was checked but before its meaning
/// (SKUs, coupon, stock, times) was. Every value remembers its position for messages.
public struct OrderRequest: Sendable, Hashable {
    public struct Position: Sendable, Hashable {
        public var line: Int
        public var column: Int
    }

    public struct Item: Sendable, Hashable {
        public var sku: String?
        /// The quantity's exact JSON text ("2", "1.5", "1e400"); the validator decides what it means.
        public var quantityText: String?
        public var note: String?
        public var position: Position
        public var quantityPosition: Position
        /// The quantity had the wrong JSON type, already reported as `wrong_type`.
        public var quantityAlreadyReported = false
    }

    public enum TipRequest: Sendable, Hashable {
        /// The exact JSON text of the percentage.
        case percent(String)
        /// The amount as written, a decimal string ("5.00") or a JSON number.
        case amount(String)
    }

    public var orderID: String?
    public var orderIDPosition: Position?
    public var customerName: String?
    public var customerEmail: String?
    public var customerPhone: String?
    public var customerPosition: Position?
    public var items: [Item] = []
    public var itemsPosition: Position?
    public var coupon: String?
    public var couponPosition: Position?
    public var tip: TipRequest?
    public var tipPosition: Position?
    public var pickupAt: String?
    public var pickupPosition: Position?
    public var note: String?
    /// What was wrong with the file's shape; the validator reports these along with its own findings.
    public var problems = RejectionList()

    public init() {}
}
