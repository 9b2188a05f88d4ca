import GRDB

/// A row of `order_lines`: one line of an order as priced at order time.
package struct OrderLineRecord: SnakeCaseRecord, Sendable, Hashable {
    package static let databaseTableName = "order_lines"

    package var orderId: Int64
    /// 1, 2, … in the order's line order.
    package var lineNumber: Int
    package var sku: String
    package var name: String
    /// "item" or "kit".
    package var kind: String
    package var categoryId: String
    package var quantity: Int
    package var unitPriceCents: Int
    package var lineTotalCents: Int
    package var preparationMinutes: Int?
    package var note: String?
    /// The option choices made, nil when none.
    package var choices: LineChoices?

    package init(
        orderId: Int64, lineNumber: Int, sku: String, name: String, kind: String, categoryId: String, quantity: Int,
        unitPriceCents: Int, lineTotalCents: Int, preparationMinutes: Int?, note: String?, choices: LineChoices? = nil
    ) {
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
        self.choices = choices
    }

    enum CodingKeys: String, CodingKey {
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
        case choices
    }

    /// The columns, for the query interface.
    package enum Columns {
        package static let orderId = Column(CodingKeys.orderId)
        package static let lineNumber = Column(CodingKeys.lineNumber)
        package static let sku = Column(CodingKeys.sku)
        package static let name = Column(CodingKeys.name)
        package static let kind = Column(CodingKeys.kind)
        package static let categoryId = Column(CodingKeys.categoryId)
        package static let quantity = Column(CodingKeys.quantity)
        package static let unitPriceCents = Column(CodingKeys.unitPriceCents)
        package static let lineTotalCents = Column(CodingKeys.lineTotalCents)
        package static let preparationMinutes = Column(CodingKeys.preparationMinutes)
        package static let note = Column(CodingKeys.note)
        package static let choices = Column(CodingKeys.choices)
    }
}
