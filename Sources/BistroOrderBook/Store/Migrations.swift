import GRDB

/// The order book's schema, as named, append-only migrations. Never edit a migration that has shipped:
/// add the next one ("v2-notifications", …).
enum Migrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-orders") { db in
            try db.execute(sql: v1Orders)
        }
        migrator.registerMigration("v2-pickup") { db in
            try db.execute(sql: v2Pickup)
        }
        migrator.registerMigration("v3-journal") { db in
            try db.execute(sql: v3Journal)
        }
        migrator.registerMigration("v4-guard-application-id") { db in
            // Marks the file as a Bistro order book (`OrderBookFile`): new books get it when they are made,
            // books made before it at their next writer's open.
            try db.execute(sql: "PRAGMA application_id = \(OrderBookFile.applicationID)")
        }
        migrator.registerMigration("v4-guard-unreadable-times", migrate: repairUnreadableTimes)
        migrator.registerMigration("v4-order-ids-per-customer") { db in
            try db.execute(sql: v4OrderIDsPerCustomer)
        }
        migrator.registerMigration("v4-stuck-spool-files") { db in
            try db.execute(sql: v4StuckSpoolFiles)
        }
        migrator.registerMigration("v4-mail-delivery") { db in
            try db.execute(sql: v4MailDelivery)
        }
        migrator.registerMigration("v5-undelivered-index") { db in
            // The deliverer reads the messages still to deliver in id order, 500 after the last it saw: with
            // this index that is 500 rows; through notifications_queue it was every waiting row, sorted, for
            // every group.
            try db.execute(
                sql:
                    "CREATE INDEX notifications_undelivered ON notifications(id) WHERE sent_at IS NULL AND "
                    + "failed_at IS NULL"
            )
        }
        migrator.registerMigration("v6-leaner-indexes") { db in
            try db.execute(sql: v6LeanerIndexes)
        }
        migrator.registerMigration("v6-delivery-claims") { db in
            try db.execute(sql: v6DeliveryClaims)
        }
        migrator.registerMigration("v7-cancellation-returns") { db in
            // What a cancellation gave back (stock, coupon), shown in `bistro status` history.
            try db.execute(sql: "ALTER TABLE status_history ADD COLUMN returned TEXT")
        }
        migrator.registerMigration("v7-unlimited-stock") { db in
            try db.execute(sql: v7UnlimitedStock)
        }
        migrator.registerMigration("v7-pickup-slots") { db in
            // Orders per pickup slot are counted in the accepting transaction: an index range per slot.
            try db.execute(sql: "CREATE INDEX orders_pickup ON orders(pickup_at) WHERE status != 'cancelled'")
        }
        migrator.registerMigration("v8-line-choices") { db in
            // Issue 12: an order line's option choices as recorded (`LineChoices`), NULL for none.
            try db.execute(sql: "ALTER TABLE order_lines ADD COLUMN choices TEXT")
        }
        migrator.registerMigration("v9-orders-status-check") { db in
            try db.execute(sql: v9OrdersStatusCheck)
        }
        migrator.registerMigration("v10-journal-batches") { db in
            // A batch journals its accepted orders in one row: ids order_id through last_order_id.
            try db.execute(sql: "ALTER TABLE changes ADD COLUMN last_order_id INTEGER")
        }
        migrator.registerMigration("v11-checkins-without-position", migrate: dropCheckInPositions)
        migrator.registerMigration("v12-rejection-reason-texts") { db in
            try db.execute(sql: v12RejectionReasonTexts)
        }
        migrator.registerMigration("v13-daily-units") { db in
            try db.execute(sql: v13DailyUnits)
        }
        migrator.registerMigration("v14-delivered-to") { db in
            // Issue 25: where a delivered message went, 'outbox' (the spool's Maildir: nothing left the
            // machine) or 'transport' (notify.sendmail took it); NULL while queued, and for messages
            // delivered before this migration (where they went was not recorded).
            try db.execute(sql: "ALTER TABLE notifications ADD COLUMN delivered_to TEXT")
        }
        migrator.registerMigration("v15-reviews") { db in
            try db.execute(sql: v15Reviews)
        }
        migrator.registerMigration("v16-dine-in") { db in
            try db.execute(sql: v16DineIn)
        }
        migrator.registerMigration("v16-bookings") { db in
            try db.execute(sql: v16Bookings)
        }
        migrator.registerMigration("v17-delivery") { db in
            try db.execute(sql: v17Delivery)
        }
        return migrator
    }

    /// Money is integer minor units (`*_cents`), times RFC 3339 text in the restaurant's offset
    /// ("2026-11-22T18:30:00-05:00"), rates and percentages exact text or integers.
    static let v1Orders = """
        CREATE TABLE customers (
            id INTEGER PRIMARY KEY,
            email TEXT NOT NULL UNIQUE,              -- trimmed, lower-cased
            name TEXT NOT NULL,                      -- as on the latest order
            phone TEXT,
            history_token TEXT NOT NULL UNIQUE,      -- 128 random bits, hex: orders/TOKEN/ pages
            created_at TEXT NOT NULL
        );
        CREATE TABLE orders (
            id INTEGER PRIMARY KEY,
            order_number TEXT NOT NULL UNIQUE,       -- RC-20261122-0007
            order_day TEXT NOT NULL,                 -- 2026-11-22, restaurant time zone
            day_sequence INTEGER NOT NULL,
            client_order_id TEXT,                    -- the file's "orderId" (looked up via idempotency_key)
            idempotency_key TEXT NOT NULL UNIQUE,    -- "id:" + orderId, or "sha256:" + hash of the file
            source_file TEXT NOT NULL,
            customer_id INTEGER NOT NULL REFERENCES customers(id),
            customer_name TEXT NOT NULL,             -- as on this order
            customer_email TEXT NOT NULL,
            customer_phone TEXT,
            status TEXT NOT NULL DEFAULT 'received'
                CHECK (status IN ('received', 'preparing', 'ready', 'picked_up', 'cancelled')),
            placed_at TEXT NOT NULL,
            pickup_at TEXT,                          -- NULL: as soon as possible
            note TEXT,
            restaurant_name TEXT NOT NULL,           -- receipts are reproducible from the database alone
            currency TEXT NOT NULL,
            subtotal_cents INTEGER NOT NULL,
            coupon_code TEXT,
            discount_cents INTEGER NOT NULL,
            taxable_cents INTEGER NOT NULL,
            tax_name TEXT NOT NULL,
            tax_rate TEXT NOT NULL,                  -- "0.13"
            tax_cents INTEGER NOT NULL,
            tip_percent INTEGER,
            tip_cents INTEGER NOT NULL,
            total_cents INTEGER NOT NULL,
            receipt_token TEXT NOT NULL UNIQUE,      -- 128 random bits, hex: receipts/TOKEN/ pages
            UNIQUE (order_day, day_sequence)
        );
        CREATE INDEX orders_customer ON orders(customer_id);
        CREATE TABLE order_lines (
            order_id INTEGER NOT NULL REFERENCES orders(id),
            line_number INTEGER NOT NULL,
            sku TEXT NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,                      -- item | kit
            category_id TEXT NOT NULL,
            quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
            unit_price_cents INTEGER NOT NULL,
            line_total_cents INTEGER NOT NULL,
            preparation_minutes INTEGER,
            note TEXT,
            PRIMARY KEY (order_id, line_number)
        ) WITHOUT ROWID;
        CREATE TABLE stock (
            sku TEXT PRIMARY KEY,
            quantity INTEGER NOT NULL CHECK (quantity >= 0),
            updated_at TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE coupon_redemptions (
            order_id INTEGER PRIMARY KEY REFERENCES orders(id),
            code TEXT NOT NULL,                      -- normalized
            customer_id INTEGER NOT NULL REFERENCES customers(id),
            discount_cents INTEGER NOT NULL,
            redeemed_at TEXT NOT NULL
        );
        CREATE INDEX coupon_redemptions_code ON coupon_redemptions(code, customer_id);
        CREATE TABLE status_history (
            id INTEGER PRIMARY KEY,
            order_id INTEGER NOT NULL REFERENCES orders(id),
            status TEXT NOT NULL,
            changed_at TEXT NOT NULL,
            reason TEXT
        );
        CREATE INDEX status_history_order ON status_history(order_id);
        CREATE TABLE rejections (
            id INTEGER PRIMARY KEY,
            source_file TEXT NOT NULL,
            content_key TEXT NOT NULL,               -- sha256 of the bytes, or "size:N" when unread
            client_order_id TEXT,
            customer_email TEXT,
            rejected_at TEXT NOT NULL,
            errors_json TEXT NOT NULL,               -- the sidecar's "errors" array
            UNIQUE (source_file, content_key)
        );
        CREATE INDEX rejections_customer ON rejections(customer_email);
        CREATE TABLE rejection_reasons (
            rejection_id INTEGER NOT NULL REFERENCES rejections(id),
            position INTEGER NOT NULL,
            code TEXT NOT NULL,
            PRIMARY KEY (rejection_id, position)
        ) WITHOUT ROWID;
        CREATE INDEX rejection_reasons_code ON rejection_reasons(code);
        """
}
