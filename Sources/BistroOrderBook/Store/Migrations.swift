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
            try db.execute(sql: "CREATE INDEX notifications_undelivered ON notifications(id) WHERE sent_at IS NULL AND failed_at IS NULL")
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

    /// The pickup flow, the transactional outbox and scratch cards (issue 4).
    static let v2Pickup = """
        ALTER TABLE orders ADD COLUMN preparation_minutes INTEGER;   -- restaurant default or the longest line's
        ALTER TABLE orders ADD COLUMN preparation_started_at TEXT;
        ALTER TABLE orders ADD COLUMN ready_due_at TEXT;             -- preparation start + preparation minutes
        CREATE INDEX orders_ready_due ON orders(status, ready_due_at);
        CREATE TABLE checkins (
            id INTEGER PRIMARY KEY,
            order_id INTEGER REFERENCES orders(id),  -- NULL when the check-in named no order of that customer
            source_file TEXT NOT NULL,
            content_key TEXT NOT NULL,               -- sha256 of the file: a re-run never records it twice
            email TEXT,
            latitude REAL,
            longitude REAL,
            distance_meters INTEGER,
            outcome TEXT NOT NULL,                   -- started | too_far | already_started | rejected
            checked_in_at TEXT NOT NULL,
            UNIQUE (source_file, content_key)
        );
        CREATE TABLE notifications (                 -- the transactional outbox
            id INTEGER PRIMARY KEY,
            order_id INTEGER REFERENCES orders(id),  -- NULL for messages about no order (scratch-card win, rejection)
            event TEXT NOT NULL,                     -- received | rejected | preparing | ready | cancelled | too_far | kitchen | scratch_win
            recipient TEXT NOT NULL,
            message_id TEXT NOT NULL UNIQUE,         -- without <>, stable across re-deliveries
            file_name TEXT NOT NULL UNIQUE,          -- the Maildir name, stable across re-deliveries
            subject TEXT NOT NULL,
            body TEXT NOT NULL,
            created_at TEXT NOT NULL,
            due_at TEXT NOT NULL,                    -- not delivered before this time
            sent_at TEXT,                            -- NULL: still queued
            attempts INTEGER NOT NULL DEFAULT 0,
            last_error TEXT
        );
        CREATE INDEX notifications_queue ON notifications(sent_at, due_at);
        CREATE INDEX notifications_order ON notifications(order_id);
        CREATE TABLE scratch_draws (
            id INTEGER PRIMARY KEY,
            customer_email TEXT NOT NULL,            -- trimmed, lower-cased
            draw_day TEXT NOT NULL,                  -- 2026-11-22, restaurant time zone
            prize TEXT NOT NULL CHECK (prize IN ('50-percent-off', '10-percent-off', 'nothing')),
            percent_off INTEGER,                     -- 50 or 10; NULL for nothing
            coupon_code TEXT UNIQUE,                 -- normalized code; NULL for nothing
            drawn_at TEXT NOT NULL,
            used_order_id INTEGER REFERENCES orders(id),
            UNIQUE (customer_email, draw_day)
        );
        """

    /// The change journal (issue 9): every write that changes what a published page shows appends rows
    /// here in its own transaction; `bistro build --db` publishes what changed since the `seq` it last saw.
    static let v3Journal = """
        CREATE TABLE changes (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,   -- only grows, never reused
            order_id INTEGER REFERENCES orders(id),  -- its receipt page
            customer_id INTEGER REFERENCES customers(id),  -- their history page
            sku TEXT,                                -- catalogue pages: stock, "most ordered"
            changed_at TEXT NOT NULL
        );
        CREATE INDEX orders_customer_day ON orders(customer_id, order_day);
        """

    /// Issue 10: an `orderId` is the customer's own. The idempotency key "id:ORDERID" becomes
    /// "id:EMAIL ORDERID" (the order's customer email, an address has no spaces); in two steps, so no
    /// rewritten key meets an old one half-way. Orders remember their content's digest from now on, to
    /// tell a resubmission (a duplicate) from another order under the same key (`order_id_conflict`);
    /// orders from before have none, and a file with their key stays a duplicate, as it was.
    static let v4OrderIDsPerCustomer = """
        ALTER TABLE orders ADD COLUMN content_digest TEXT;  -- sha256 of the canonical order; NULL before v4
        UPDATE orders SET idempotency_key = char(1) || 'id:' || customer_email || ' ' || client_order_id
            WHERE client_order_id IS NOT NULL AND idempotency_key = 'id:' || client_order_id;
        UPDATE orders SET idempotency_key = substr(idempotency_key, 2) WHERE substr(idempotency_key, 1, 1) = char(1);
        CREATE INDEX orders_client_order_id ON orders(client_order_id);
        """

    /// Every index is written with every row, so the book keeps only those a query needs. `orders_customer`
    /// is the first column of `orders_customer_day`, which answers the same lookups. The outbox's two
    /// indexes (`notifications_queue` over every message ever sent, `notifications_undelivered` over those
    /// still to try) become one over the messages not sent yet: the deliverer's groups, `notify list` and
    /// `notify retry` read through it, and a sent message leaves it instead of moving within it.
    static let v6LeanerIndexes = """
        DROP INDEX orders_customer;
        DROP INDEX notifications_queue;
        DROP INDEX notifications_undelivered;
        CREATE INDEX notifications_unsent ON notifications(id) WHERE sent_at IS NULL;
        """

    /// A run's claim on the messages it is delivering gets a small table of its own: claiming a group of
    /// 500 messages then writes 500 short rows instead of rewriting 500 messages (their bodies with them),
    /// and marking them sent rewrites each message once.
    static let v6DeliveryClaims = """
        CREATE TABLE delivery_claims (
            notification_id INTEGER PRIMARY KEY REFERENCES notifications(id),
            claimed_by TEXT NOT NULL,                -- the run delivering it now ("SPOOL-ID RUN-ID")
            claimed_at TEXT NOT NULL
        );
        INSERT INTO delivery_claims SELECT id, claimed_by, claimed_at FROM notifications WHERE claimed_by IS NOT NULL;
        ALTER TABLE notifications DROP COLUMN claimed_by;
        ALTER TABLE notifications DROP COLUMN claimed_at;
        """

    /// Issue 12: a kept stock may be NULL, unlimited whatever the catalogue's starting value says
    /// (`bistro stock set SKU unlimited`), and it remembers Content's value it started counting from, so a
    /// changed Content value can be pointed out. SQLite cannot relax NOT NULL in place: the table is rebuilt.
    static let v7UnlimitedStock = """
        CREATE TABLE stock_v7 (
            sku TEXT PRIMARY KEY,
            quantity INTEGER CHECK (quantity IS NULL OR quantity >= 0),   -- NULL: unlimited
            content_quantity INTEGER,                -- Content's stock when the book started counting (NULL: none, or unknown)
            updated_at TEXT NOT NULL
        ) WITHOUT ROWID;
        INSERT INTO stock_v7 (sku, quantity, updated_at) SELECT sku, quantity, updated_at FROM stock;
        DROP TABLE stock;
        ALTER TABLE stock_v7 RENAME TO stock;
        """

    /// Issue 10: spool files that could not be read or moved, so each is reported once, not on every run.
    static let v4StuckSpoolFiles = """
        CREATE TABLE stuck_spool_files (
            source_file TEXT NOT NULL,               -- the name in incoming/, escaped as in sidecars
            content_key TEXT NOT NULL,               -- sha256 of the bytes, or "unreadable"
            problem TEXT NOT NULL,                   -- why it stayed, as reported
            reported_at TEXT NOT NULL,
            PRIMARY KEY (source_file, content_key)
        ) WITHOUT ROWID;
        """

    /// Delivery that backs off, gives up and never sends a message twice from two spools (issue 10), and
    /// the daily count of rejection mails per mailbox (docs/pickup.md).
    static let v4MailDelivery = """
        ALTER TABLE notifications ADD COLUMN next_attempt_at TEXT;   -- after a failed attempt: not tried before this time
        ALTER TABLE notifications ADD COLUMN failed_at TEXT;         -- given up after too many failed attempts; NULL: still trying
        ALTER TABLE notifications ADD COLUMN claimed_by TEXT;        -- the run delivering it now ("SPOOL-ID RUN-ID"); NULL: none
        ALTER TABLE notifications ADD COLUMN claimed_at TEXT;
        CREATE TABLE daily_mail_counts (
            mailbox TEXT NOT NULL,                   -- the address lower-cased, without a "+tag"
            day TEXT NOT NULL,                       -- 2026-11-22, restaurant time zone
            event TEXT NOT NULL,                     -- rejected
            mails INTEGER NOT NULL,                  -- messages queued to it that day
            PRIMARY KEY (mailbox, day, event)
        ) WITHOUT ROWID;
        """
}
