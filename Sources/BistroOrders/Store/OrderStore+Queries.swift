import BistroCore
import GRDB

extension OrderStore {
    /// The order with this order number, client orderId or receipt token (tried in that order).
    public func order(reference: String) throws(OrderStoreError) -> StoredOrder? {
        let text = reference.trimmed
        return try read { db in
            try StoredOrder.fetch(db, whereClause: "order_number = ?", arguments: [text.uppercased()]).first
                ?? StoredOrder.fetch(db, whereClause: "idempotency_key = ?", arguments: ["id:" + text], limit: 1).first
                ?? StoredOrder.fetch(db, whereClause: "receipt_token = ?", arguments: [text.lowercased()]).first
        }
    }

    /// Orders newest first, optionally of one customer (email, case-insensitive).
    public func orders(customerEmail: String? = nil, limit: Int? = nil) throws(OrderStoreError) -> [StoredOrder] {
        try read { db in
            if let email = customerEmail {
                return try StoredOrder.fetch(db, whereClause: "customer_email = ?",
                                             arguments: [email.trimmed.lowercased()], limit: limit)
            }
            return try StoredOrder.fetch(db, whereClause: "1", arguments: [], limit: limit)
        }
    }

    /// One SKU's stock: from the database once the SKU has been seen, else the catalog's starting value.
    public struct StockLevel: Sendable, Hashable {
        public var sku: String
        public var name: String?
        /// nil: unlimited.
        public var quantity: Int?
        /// Whether the value is the database's (true) or still the catalog's starting value.
        public var tracked: Bool
    }

    /// Every catalog product in catalog order, then SKUs the database knows that the catalog no longer has.
    public func stockLevels(catalog: Catalog) throws(OrderStoreError) -> [StockLevel] {
        let recorded = try read { db in
            try Row.fetchAll(db, sql: "SELECT sku, quantity FROM stock ORDER BY sku").map { ($0[0] as String, $0[1] as Int) }
        }
        var bySKU = Dictionary(recorded, uniquingKeysWith: { first, _ in first })
        var levels: [StockLevel] = []
        for product in catalog.products {
            let value = bySKU.removeValue(forKey: product.sku)
            levels.append(StockLevel(sku: product.sku, name: product.name, quantity: value ?? product.initialStock, tracked: value != nil))
        }
        for (sku, quantity) in recorded where bySKU[sku] != nil {
            levels.append(StockLevel(sku: sku, name: nil, quantity: quantity, tracked: true))
        }
        return levels
    }

    /// Sets a SKU's stock; from then on the database is the truth for it.
    public func setStock(sku: String, quantity: Int, at time: String) throws(OrderStoreError) {
        try write { db in
            try db.execute(sql: """
                INSERT INTO stock (sku, quantity, updated_at) VALUES (?, ?, ?)
                ON CONFLICT (sku) DO UPDATE SET quantity = excluded.quantity, updated_at = excluded.updated_at
                """, arguments: [sku, quantity, time])
        }
    }
}
