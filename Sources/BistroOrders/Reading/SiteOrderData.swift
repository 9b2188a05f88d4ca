import BistroCore
import GRDB

/// What the web site shows from the order book: every order (for its receipt page), every customer with
/// their orders (for the history page), the stock the database tracks and how much of each SKU sold
/// recently (for the "most ordered" badge). `digest` changes whenever anything here changes, and only
/// then, so a build can skip rendering when neither content nor the order book moved.
public struct SiteOrderData: Sendable {
    public struct Customer: Sendable, Hashable {
        public var historyToken: String
        /// As on the customer's latest order.
        public var name: String
        /// Indices into `orders`, newest first.
        public var orders: [Int]
    }

    /// Newest first (highest id first).
    public var orders: [StoredOrder]
    /// Customers with at least one order, in the order they first ordered.
    public var customers: [Customer]
    /// Stock of every SKU the database tracks; SKUs not here keep the catalog's starting value.
    public var stock: [String: Int]
    /// Units of each SKU on orders placed (restaurant day) within `recentDays`, cancelled orders excluded.
    public var recentQuantities: [String: Int]
    public var recentDays: ClosedRange<CalendarDay>
    /// SHA-256 (hex) of everything above.
    public var digest: String
}

extension OrderBookReader {
    /// Reads the site's view of the book in one snapshot. `recentDays` is usually the 30 days ending today.
    public func siteData(recentDays: ClosedRange<CalendarDay>) throws(OrderStoreError) -> SiteOrderData {
        try read { db in
            let orders = try StoredOrder.fetch(db, whereClause: "1", arguments: [])
            let indexByID = Dictionary(uniqueKeysWithValues: orders.enumerated().map { ($1.id, $0) })
            var ordersByCustomer: [Int64: [Int]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT id, customer_id FROM orders ORDER BY id DESC") {
                if let index = indexByID[row[0]] { ordersByCustomer[row[1], default: []].append(index) }
            }
            let customers = try Row.fetchAll(db, sql: "SELECT id, name, history_token FROM customers ORDER BY id").compactMap { row -> SiteOrderData.Customer? in
                guard let indices = ordersByCustomer[row[0]] else { return nil }
                return SiteOrderData.Customer(historyToken: row[2], name: row[1], orders: indices)
            }
            let stock = Dictionary(try Row.fetchAll(db, sql: "SELECT sku, quantity FROM stock").map { ($0[0] as String, $0[1] as Int) },
                                   uniquingKeysWith: { first, _ in first })
            let recent = Dictionary(try Row.fetchAll(db, sql: """
                SELECT l.sku, SUM(l.quantity) FROM order_lines l JOIN orders o ON o.id = l.order_id
                WHERE o.order_day BETWEEN ? AND ? AND o.status != 'cancelled' GROUP BY l.sku
                """, arguments: [recentDays.lowerBound.description, recentDays.upperBound.description]).map { ($0[0] as String, $0[1] as Int) },
                uniquingKeysWith: { first, _ in first })
            return SiteOrderData(orders: orders, customers: customers, stock: stock, recentQuantities: recent, recentDays: recentDays,
                                 digest: Self.digest(orders: orders, customers: customers, stock: stock, recent: recent, days: recentDays))
        }
    }

    private static func digest(orders: [StoredOrder], customers: [SiteOrderData.Customer], stock: [String: Int],
                               recent: [String: Int], days: ClosedRange<CalendarDay>) -> String {
        var text = "site-orders-1\u{1}\(days.lowerBound)\u{1}\(days.upperBound)\u{2}"
        for order in orders {
            let fields: [String?] = [
                String(order.id), order.orderNumber, order.customerName, order.status, order.placedAt, order.pickupAt,
                order.note, order.restaurantName, order.currency.code, order.subtotal.decimalString, order.couponCode,
                order.discount.decimalString, order.taxName, order.taxRate.decimalString, order.tax.decimalString,
                order.tipPercent.map(String.init), order.tip.decimalString, order.total.decimalString, order.receiptToken,
            ]
            for field in fields { text += (field ?? "\u{3}") + "\u{1}" }
            for line in order.lines {
                text += "\(line.sku)\u{1}\(line.name)\u{1}\(line.quantity)\u{1}\(line.unitPrice.minorUnits)\u{1}\(line.total.minorUnits)\u{1}\(line.note ?? "\u{3}")\u{1}"
            }
            text += "\u{2}"
        }
        for customer in customers { text += "\(customer.historyToken)\u{1}\(customer.name)\u{1}\(customer.orders)\u{2}" }
        for (sku, quantity) in stock.sorted(by: { $0.key < $1.key }) { text += "s\(sku)\u{1}\(quantity)\u{2}" }
        for (sku, quantity) in recent.sorted(by: { $0.key < $1.key }) { text += "r\(sku)\u{1}\(quantity)\u{2}" }
        return SHA256.hex(Array(text.utf8))
    }
}
