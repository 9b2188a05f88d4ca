import BistroCore
import BistroSupport
import GRDB

/// An accepted order as recorded, with everything its receipt shows (names, prices and tax as they were at
/// order time), so a receipt can be reproduced from the database alone. Made from its `OrderRecord` and
/// lines in one place (`init(record:lines:)`), which is also the one place that maps an order to its
/// receipt figures (`figures`): the receipt as text, HTML and JSON, the site's pages and messages read them.
public struct StoredOrder: Sendable, Hashable {
    public struct Line: Sendable, Hashable {
        public var sku: String
        public var name: String
        public var quantity: Int
        public var unitPrice: Money
        public var total: Money
        public var note: String?
    }

    /// One row of a receipt's totals.
    public struct Figure: Sendable, Hashable {
        public enum Kind: String, Sendable {
            case subtotal, discount, tax, tip, total
        }

        public var kind: Kind
        public var label: String
        public var amount: Money
    }

    public var id: Int64
    public var customerID: Int64
    public var orderNumber: String
    public var orderDay: CalendarDay
    public var clientOrderID: String?
    public var customerName: String
    public var customerEmail: String
    public var customerPhone: String?
    public var status: OrderStatus
    public var placedAt: LocalTime
    public var pickupAt: LocalTime?
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

    public init(record: OrderRecord, lines: [OrderLineRecord]) {
        let currency = Currency(code: record.currency) ?? Currency(code: "XXX", minorUnitDigits: 2)
        func money(_ cents: Int) -> Money { Money(minorUnits: cents, currency: currency) }
        id = record.id ?? 0
        customerID = record.customerId
        orderNumber = record.orderNumber
        orderDay = record.orderDay
        clientOrderID = record.clientOrderId
        customerName = record.customerName
        customerEmail = record.customerEmail
        customerPhone = record.customerPhone
        status = record.status
        placedAt = record.placedAt
        pickupAt = record.pickupAt
        note = record.note
        restaurantName = record.restaurantName
        subtotal = money(record.subtotalCents)
        couponCode = record.couponCode
        discount = money(record.discountCents)
        taxable = money(record.taxableCents)
        taxName = record.taxName
        taxRate = Rate.parse(record.taxRate) ?? .zero
        tax = money(record.taxCents)
        tipPercent = record.tipPercent
        tip = money(record.tipCents)
        total = money(record.totalCents)
        receiptToken = record.receiptToken
        self.lines = lines.map {
            Line(sku: $0.sku, name: $0.name, quantity: $0.quantity, unitPrice: money($0.unitPriceCents),
                 total: money($0.lineTotalCents), note: $0.note)
        }
    }

    /// The receipt's totals in order: subtotal, the coupon's discount (negative, only with a coupon), tax,
    /// tip and total.
    public var figures: [Figure] {
        var rows = [Figure(kind: .subtotal, label: "Subtotal", amount: subtotal)]
        if let couponCode { rows.append(Figure(kind: .discount, label: "Discount (\(couponCode))", amount: Money.zero(currency).subtracting(discount) ?? discount)) }
        rows.append(Figure(kind: .tax, label: taxLabel, amount: tax))
        rows.append(Figure(kind: .tip, label: tipPercent.map { "Tip (\($0)%)" } ?? "Tip", amount: tip))
        rows.append(Figure(kind: .total, label: "Total", amount: total))
        return rows
    }

    /// The orders `request` selects, newest first, with their lines.
    static func fetch(_ db: Database, _ request: QueryInterfaceRequest<OrderRecord>) throws -> [StoredOrder] {
        let records = try request.order(Column("id").desc).fetchAll(db)
        guard !records.isEmpty else { return [] }
        var linesByOrder: [Int64: [OrderLineRecord]] = [:]
        let ids = records.compactMap(\.id)
        for chunk in ids.slices(of: OrderRecord.parametersPerStatement) {
            for line in try OrderLineRecord.filter(chunk.contains(Column("order_id"))).order(Column("order_id"), Column("line_number")).fetchAll(db) {
                linesByOrder[line.orderId, default: []].append(line)
            }
        }
        return records.map { StoredOrder(record: $0, lines: linesByOrder[$0.id ?? 0] ?? []) }
    }
}
