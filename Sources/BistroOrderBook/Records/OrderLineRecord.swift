import GRDB

/// A row of `order_lines`: one line of an order as priced at order time.
public struct OrderLineRecord: ListedColumnsRecord, Sendable, Hashable {
    public static let databaseTableName = "order_lines"
    public static let insertSQL = makeInsertSQL()

    public var orderId: Int64
    /// 1, 2, … in the order's line order.
    public var lineNumber: Int
    public var sku: String
    public var name: String
    /// "item" or "kit".
    public var kind: String
    public var categoryId: String
    public var quantity: Int
    public var unitPriceCents: Int
    public var lineTotalCents: Int
    public var preparationMinutes: Int?
    public var note: String?

    public init(orderId: Int64, lineNumber: Int, sku: String, name: String, kind: String, categoryId: String, quantity: Int,
                unitPriceCents: Int, lineTotalCents: Int, preparationMinutes: Int?, note: String?) {
        self.orderId = orderId
        self.lineNumber = lineNumber
        self.sku = sku
        self.name = name
        self.kind = kind
        self.categoryId = categoryId
        self.quantity = quantity
        self.unitPriceCents = unitPriceCents
        self.lineTotalCents = lineTotalCents
        self.preparationMinutes = preparationMinutes
        self.note = note
    }


    public enum CodingKeys: String, CodingKey, CaseIterable {
        case orderId = "order_id"
        case lineNumber = "line_number"
        case sku
        case name
        case kind
        case categoryId = "category_id"
        case quantity
        case unitPriceCents = "unit_price_cents"
        case lineTotalCents = "line_total_cents"
        case preparationMinutes = "preparation_minutes"
        case note
    }

    /// The values in `CodingKeys` order (see `ListedColumnsRecord`).
    public var columnValues: [(any DatabaseValueConvertible)?] {
        [orderId, lineNumber, sku, name, kind, categoryId, quantity, unitPriceCents, lineTotalCents, preparationMinutes, note]
    }
}
