import BistroCore
import Foundation
import GRDB

extension OrderStore {
    /// The order with this order number, client orderId or receipt token (tried in that order).
    package func order(reference: String) throws(OrderStoreError) -> StoredOrder? {
        try read { db in
            try OrderRecord.find(db, reference: reference).flatMap {
                try StoredOrder.fetch(db, OrderRecord.filter(key: $0.id)).first
            }
        }
    }

    /// Orders newest first, optionally of one customer (email, case-insensitive).
    package func orders(
        customerEmail: String? = nil, limit: Int? = nil, statuses: Set<OrderStatus>? = nil,
        day: CalendarDay? = nil
    ) throws(OrderStoreError) -> [StoredOrder] {
        try read { db in
            var request = OrderRecord.all()
            if let email = customerEmail {
                request = request.filter(
                    OrderRecord.Columns.customerEmail
                        == email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
            }
            if let statuses {
                request = request.filter(statuses.map(\.rawValue).sorted().contains(OrderRecord.Columns.status))
            }
            if let day { request = request.filter(OrderRecord.Columns.orderDay == day) }
            if let limit { request = request.order(OrderRecord.Columns.id.desc).limit(max(0, limit)) }
            return try StoredOrder.fetch(db, request)
        }
    }

    /// One SKU's stock: from the database once the SKU has been seen, else the catalog's starting value.
    package struct StockLevel: Sendable, Hashable {
        package var sku: String
        package var name: String?
        /// nil: unlimited.
        package var quantity: Int?
        /// Whether the value is the database's (true) or still the catalog's starting value.
        package var tracked: Bool
    }

    /// Every catalog product (each followed by its option choices, "SKU/option/choice") in catalog order, then
    /// SKUs the database knows that the catalog no longer has.
    package func stockLevels(catalog: Catalog) throws(OrderStoreError) -> [StockLevel] {
        let recorded = try read { db in try StockRecord.order(StockRecord.Columns.sku).fetchAll(db) }
        return Self.stockLevels(
            catalog: catalog,
            recorded: Dictionary(recorded.map { ($0.sku, $0.quantity) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The levels of `catalog` given the book's recorded stock by SKU (empty: a book with none yet).
    package static func stockLevels(catalog: Catalog, recorded: [String: Int?]) -> [StockLevel] {
        var bySKU = recorded
        var levels: [StockLevel] = []
        for product in catalog.stocked {
            let kept = bySKU.removeValue(forKey: product.key)
            levels.append(
                StockLevel(
                    sku: product.key, name: product.name, quantity: kept ?? product.initialStock, tracked: kept != nil))
        }
        for (sku, quantity) in bySKU.sorted(by: { $0.key < $1.key }) {
            levels.append(StockLevel(sku: sku, name: nil, quantity: quantity, tracked: true))
        }
        return levels
    }

    /// Forgets the database's stock of a SKU: the catalog's starting value holds again.
    package func resetStock(sku: String, at time: LocalTime) throws(OrderStoreError) {
        try write { try $0.resetStock(sku: sku, at: time) }
    }

    /// Sets a SKU's stock (nil: unlimited), with Content's value at the time; from then on the database is
    /// the truth for it.
    package func setStock(sku: String, quantity: Int?, contentQuantity: Int?, at time: LocalTime)
        throws(OrderStoreError)
    {
        try write { try $0.setStock(sku: sku, quantity: quantity, contentQuantity: contentQuantity, at: time) }
    }
}
