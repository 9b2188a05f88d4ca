import Foundation
import GRDB
import Testing

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders

/// A book from before issue 10 keyed orders by "id:ORDERID" alone. Opening it scopes those keys to the
/// order's customer; orders without an orderId keep their content key; the old orders have no content
/// digest, so a file with one of their keys stays a duplicate, as it was.
@Suite struct OrderIDMigrationTests {
    @Test func oldKeysAreScopedToTheirCustomer() async throws {
        let w = try Workspace { path in
            let old = try DatabaseQueue(path: path)
            try Migrations.migrator.migrate(old, upTo: "v3-journal")
            try old.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO customers (id, email, name, history_token, created_at)
                        VALUES (1, 'ada@example.com', 'Ada Lovelace', 'history', '2026-11-21T12:00:00-05:00')
                        """)
                for (sequence, orderID, key) in [(1, "web-17", "id:web-17"), (2, nil, "sha256:00ff")]
                    as [(Int, String?, String)]
                {
                    try db.execute(
                        sql: """
                            INSERT INTO orders (order_number, order_day, day_sequence, client_order_id, idempotency_key, source_file,
                                customer_id, customer_name, customer_email, status, placed_at, restaurant_name, currency, subtotal_cents,
                                discount_cents, taxable_cents, tax_name, tax_rate, tax_cents, tip_cents, total_cents, receipt_token)
                            VALUES (?, '2026-11-21', ?, ?, ?, 'old.json', 1, 'Ada Lovelace', 'ada@example.com', 'received',
                                '2026-11-21T12:00:00-05:00', 'Royal Café', 'CAD', 1650, 0, 1650, 'HST', '0.13', 215, 0, 1865, ?)
                            """,
                        arguments: ["RC-20261121-000\(sequence)", sequence, orderID, key, "receipt-\(sequence)"])
                }
            }
            try old.close()
        }
        let keys = try w.store.read { try String.fetchAll($0, sql: "SELECT idempotency_key FROM orders ORDER BY id") }
        #expect(keys == ["id:ada@example.com web-17", "sha256:00ff"])
        #expect(try w.count("SELECT count(*) FROM orders WHERE content_digest IS NOT NULL") == 0)

        // Ada's web-17 again, whatever it holds: a duplicate of her old order. Bob's web-17: his own order.
        w.drop("ada.json", order(orderId: "web-17", items: #"[{"sku": "RC-SOUP-01", "quantity": 1}]"#))
        w.drop("bob.json", order(orderId: "web-17", customer: #"{"name": "Bob", "email": "bob@example.com"}"#))
        let summary = try await w.run()
        #expect(summary.duplicates == 1)
        #expect(summary.acceptedFiles.map(\.file) == ["bob.json"])
        #expect(try w.count("SELECT count(*) FROM orders WHERE client_order_id = 'web-17'") == 2)
    }
}
