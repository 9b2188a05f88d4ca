import BistroCore
import GRDB

/// An accepted order as recorded, with everything its receipt shows (names, prices and tax as they were at
/// order time), so a receipt can be reproduced from the database alone.
public struct StoredOrder: Sendable, Hashable {
    public struct Line: Sendable, Hashable {
        public var sku: String
        public var name: String
        public var quantity: Int
        public var unitPrice: Money
        public var total: Money
        public var note: String?
    }

    public var id: Int64
    public var orderNumber: String
    public var clientOrderID: String?
    public var customerName: String
    public var customerEmail: String
    public var customerPhone: String?
    public var status: String
    public var placedAt: String
    public var pickupAt: String?
    public var note: String?
    public var restaurantName: String
    public var subtotal: Money
    public var couponCode: String?
    public var discount: Money
    public var taxable: Money
    public var taxName: String
    public var taxRate: Rate
    public var tax: Money
    public var tipPercent: Int?
    public var tip: Money
    public var total: Money
    public var receiptToken: String
    public var lines: [Line]

    public var currency: Currency { subtotal.currency }
    /// "HST 13%".
    public var taxLabel: String { "\(taxName) \(taxRate.percentText)" }

    static let columns = """
        id, order_number, client_order_id, customer_name, customer_email, customer_phone, status, placed_at, pickup_at,
        note, restaurant_name, currency, subtotal_cents, coupon_code, discount_cents, taxable_cents, tax_name, tax_rate,
        tax_cents, tip_percent, tip_cents, total_cents, receipt_token
        """

    init(row: Row, lines: [Line]) {
        let currency = Currency(code: row["currency"] as String) ?? Currency(code: "XXX", minorUnitDigits: 2)
        func money(_ column: String) -> Money { Money(minorUnits: row[column], currency: currency) }
        id = row["id"]
        orderNumber = row["order_number"]
        clientOrderID = row["client_order_id"]
        customerName = row["customer_name"]
        customerEmail = row["customer_email"]
        customerPhone = row["customer_phone"]
        status = row["status"]
        placedAt = row["placed_at"]
        pickupAt = row["pickup_at"]
        note = row["note"]
        restaurantName = row["restaurant_name"]
        subtotal = money("subtotal_cents")
        couponCode = row["coupon_code"]
        discount = money("discount_cents")
        taxable = money("taxable_cents")
        taxName = row["tax_name"]
        taxRate = Rate.parse(row["tax_rate"] as String) ?? .zero
        tax = money("tax_cents")
        tipPercent = row["tip_percent"]
        tip = money("tip_cents")
        total = money("total_cents")
        receiptToken = row["receipt_token"]
        self.lines = lines
    }

    static func fetch(_ db: Database, whereClause: String, arguments: StatementArguments, limit: Int? = nil) throws -> [StoredOrder] {
        let limitClause = limit.map { " LIMIT \(max(0, $0))" } ?? ""
        let rows = try Row.fetchAll(db, sql: "SELECT \(columns) FROM orders WHERE \(whereClause) ORDER BY id DESC\(limitClause)", arguments: arguments)
        let lineStatement = try db.cachedStatement(sql: """
            SELECT sku, name, quantity, unit_price_cents, line_total_cents, note FROM order_lines
            WHERE order_id = ? ORDER BY line_number
            """)
        return try rows.map { row in
            let currency = Currency(code: row["currency"] as String) ?? Currency(code: "XXX", minorUnitDigits: 2)
            let lines = try Row.fetchAll(lineStatement, arguments: [row["id"] as Int64]).map { line in
                Line(sku: line[0], name: line[1], quantity: line[2], unitPrice: Money(minorUnits: line[3], currency: currency),
                     total: Money(minorUnits: line[4], currency: currency), note: line[5])
            }
            return StoredOrder(row: row, lines: lines)
        }
    }
}
