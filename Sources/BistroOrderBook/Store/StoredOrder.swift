import BistroCore
import GRDB

/// An accepted order as recorded, with everything its receipt shows (names, prices and tax as they were at
/// order time), so a receipt can be reproduced from the database alone. Made from its `OrderRecord` and
/// lines in one place (`init(record:lines:)`), which is also the one place that maps an order to its
/// receipt figures (`figures`): the receipt as text, HTML and JSON, the site's pages and messages read them.
package struct StoredOrder: Sendable, Hashable {
    package struct Line: Sendable, Hashable {
        package var sku: String
        package var name: String
        package var quantity: Int
        package var unitPrice: Money
        package var total: Money
        package var note: String?
        /// The option choices made, in the item's order; their prices are in `unitPrice`.
        package var choices: [LineChoice] = []

        /// "Large; Aged cheddar, Peameal bacon", or nil without choices.
        package var choicesSummary: String? { choices.isEmpty ? nil : LineChoices(choices).summary }
        /// "Royal Burger — Large; Aged cheddar": the name as a receipt, a message or the kitchen shows it.
        package var nameWithChoices: String { choicesSummary.map { "\(name) — \($0)" } ?? name }
    }

    /// One row of a receipt's totals.
    package struct Figure: Sendable, Hashable {
        package enum Kind: String, Sendable {
            case subtotal, discount, deliveryFee, tax, tip, total
        }

        package var kind: Kind
        package var label: String
        package var amount: Money
    }

    package var id: Int64
    package var customerID: Int64
    package var orderNumber: String
    package var orderDay: CalendarDay
    package var clientOrderID: String?
    package var customerName: String
    package var customerEmail: String
    package var customerPhone: String?
    package var status: OrderStatus
    package var placedAt: LocalTime
    package var pickupAt: LocalTime?
    /// When the order is due ready (preparation started): a delivery's ready-by time for the kitchen.
    package var readyDueAt: LocalTime?
    /// A dine-in order's table; nil: take-away.
    package var table: String?
    package var note: String?
    package var restaurantName: String
    package var subtotal: Money
    package var couponCode: String?
    package var discount: Money
    package var taxable: Money
    /// What a delivery order paid for the trip; zero for any other (and past `freeOver`).
    package var deliveryFee: Money
    /// Where a delivery order goes and how far it has got; nil: pickup or dine-in.
    package var delivery: DeliveryRecord?
    package var taxName: String
    package var taxRate: Rate
    package var tax: Money
    package var tipPercent: Int?
    package var tip: Money
    package var total: Money
    package var receiptToken: String
    package var lines: [Line]
    /// Staff's reason, for a cancelled order that was given one.
    package var cancellationReason: String?

    package var currency: Currency { subtotal.currency }
    /// "HST 13%".
    package var taxLabel: String { "\(taxName) \(taxRate.percentText)" }

    package init(record: OrderRecord, lines: [OrderLineRecord]) {
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
        readyDueAt = record.readyDueAt
        table = record.tableId
        note = record.note
        restaurantName = record.restaurantName
        subtotal = money(record.subtotalCents)
        couponCode = record.couponCode
        discount = money(record.discountCents)
        taxable = money(record.taxableCents)
        deliveryFee = money(record.deliveryFeeCents)
        taxName = record.taxName
        taxRate = Rate.parse(record.taxRate) ?? .zero
        tax = money(record.taxCents)
        tipPercent = record.tipPercent
        tip = money(record.tipCents)
        total = money(record.totalCents)
        receiptToken = record.receiptToken
        self.lines = lines.map {
            Line(
                sku: $0.sku, name: $0.name, quantity: $0.quantity, unitPrice: money($0.unitPriceCents),
                total: money($0.lineTotalCents), note: $0.note, choices: $0.choices?.choices ?? [])
        }
    }

    /// The receipt's totals in order: subtotal, the coupon's discount (negative, only with a coupon), the
    /// delivery fee (delivery orders only, even when it is zero), tax, tip and total.
    package var figures: [Figure] {
        var rows = [Figure(kind: .subtotal, label: "Subtotal", amount: subtotal)]
        if let couponCode {
            rows.append(
                Figure(
                    kind: .discount, label: "Discount (\(couponCode))",
                    amount: Money.zero(currency).subtracting(discount) ?? discount))
        }
        if delivery != nil {
            rows.append(Figure(kind: .deliveryFee, label: "Delivery", amount: deliveryFee))
        }
        rows.append(Figure(kind: .tax, label: taxLabel, amount: tax))
        rows.append(Figure(kind: .tip, label: tipPercent.map { "Tip (\($0)%)" } ?? "Tip", amount: tip))
        rows.append(Figure(kind: .total, label: "Total", amount: total))
        return rows
    }

    /// The orders `request` selects, newest first, with their lines.
    static func fetch(_ db: Database, _ request: QueryInterfaceRequest<OrderRecord>) throws -> [StoredOrder] {
        try withLines(db, try request.order(OrderRecord.Columns.id.desc).fetchAll(db))
    }

    /// The orders placed on or after `firstDay` whose `column` ("id" or "customer_id") is one of `ids`,
    /// newest first, with their lines: the receipts and histories a publish renders, through statements
    /// prepared once per connection.
    static func fetch(
        _ db: Database, placedFrom firstDay: CalendarDay, where column: String, in ids: some Sequence<Int64>
    ) throws -> [StoredOrder] {
        let records = try OrderRecord.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT * FROM orders WHERE order_day >= ? AND \(column) IN \(ValueList.subquery)
                    ORDER BY id DESC
                    """), arguments: [firstDay, ValueList.argument(ids)])
        return try withLines(db, records)
    }

    /// `records` with their lines and, for the cancelled ones, the reason given.
    private static func withLines(_ db: Database, _ records: [OrderRecord]) throws -> [StoredOrder] {
        guard !records.isEmpty else { return [] }
        var linesByOrder: [Int64: [OrderLineRecord]] = [:]
        for line in try OrderLineRecord.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT * FROM order_lines WHERE order_id IN \(ValueList.subquery)
                    ORDER BY order_id, line_number
                    """), arguments: [ValueList.argument(records.compactMap(\.id))])
        {
            linesByOrder[line.orderId, default: []].append(line)
        }
        var reasons: [Int64: String] = [:]
        let cancelled = records.filter { $0.status == .cancelled }.compactMap(\.id)
        if !cancelled.isEmpty {
            for row in try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT order_id, reason FROM status_history
                        WHERE status = 'cancelled' AND reason IS NOT NULL AND order_id IN \(ValueList.subquery)
                        """), arguments: [ValueList.argument(cancelled)])
            {
                reasons[row[0]] = row[1]
            }
        }
        var deliveries: [Int64: DeliveryRecord] = [:]
        for delivery in try DeliveryRecord.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM deliveries WHERE order_id IN \(ValueList.subquery)"),
            arguments: [ValueList.argument(records.compactMap(\.id))])
        {
            deliveries[delivery.orderId] = delivery
        }
        return records.map { record in
            var order = StoredOrder(record: record, lines: linesByOrder[record.id ?? 0] ?? [])
            order.cancellationReason = reasons[order.id]
            order.delivery = deliveries[order.id]
            return order
        }
    }
}
