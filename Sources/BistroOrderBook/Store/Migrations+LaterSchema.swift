/// The SQL of the migrations after `v1-orders`, in the order they were added (see `Migrations.migrator`).
extension Migrations {
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
            event TEXT NOT NULL,                     -- received | rejected | preparing | ready | cancelled |
                                                     -- too_far | kitchen | scratch_win
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
            content_quantity INTEGER,                -- Content's stock when the book started counting
                                                     -- (NULL: none, or unknown)
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
        ALTER TABLE notifications ADD COLUMN next_attempt_at TEXT;   -- after a failed attempt: not tried
                                                                     -- before this time
        ALTER TABLE notifications ADD COLUMN failed_at TEXT;         -- given up after too many failed attempts;
                                                                     -- NULL: still trying
        ALTER TABLE notifications ADD COLUMN claimed_by TEXT;        -- the run delivering it now ("SPOOL-ID RUN-ID");
                                                                     -- NULL: none
        ALTER TABLE notifications ADD COLUMN claimed_at TEXT;
        CREATE TABLE daily_mail_counts (
            mailbox TEXT NOT NULL,                   -- the address lower-cased, without a "+tag"
            day TEXT NOT NULL,                       -- 2026-11-22, restaurant time zone
            event TEXT NOT NULL,                     -- rejected
            mails INTEGER NOT NULL,                  -- messages queued to it that day
            PRIMARY KEY (mailbox, day, event)
        ) WITHOUT ROWID;
        """

    /// The orders table again, the same but for its status check: `status IN (…)` made SQLite build a
    /// temporary index of the five names on every insert and status update; the same check as a chain of
    /// `=` does not (bench-orders, docs/performance.md). Rebuilt the way SQLite documents for a changed
    /// constraint: a new table, the rows copied, the old one dropped, the new one renamed, its indexes made
    /// again (foreign keys are checked at the end of the migration).
    static let v9OrdersStatusCheck = """
        CREATE TABLE orders_v9 (
            id INTEGER PRIMARY KEY,
            order_number TEXT NOT NULL UNIQUE,       -- RC-20261122-0007
            order_day TEXT NOT NULL,                 -- 2026-11-22, restaurant time zone
            day_sequence INTEGER NOT NULL,
            client_order_id TEXT,                    -- the file's "orderId" (looked up via idempotency_key)
            idempotency_key TEXT NOT NULL UNIQUE,    -- "id:EMAIL ORDERID", or "sha256:" + hash of the file
            source_file TEXT NOT NULL,
            customer_id INTEGER NOT NULL REFERENCES customers(id),
            customer_name TEXT NOT NULL,             -- as on this order
            customer_email TEXT NOT NULL,
            customer_phone TEXT,
            status TEXT NOT NULL DEFAULT 'received' CHECK (status = 'received' OR status = 'preparing'
                OR status = 'ready' OR status = 'picked_up' OR status = 'cancelled'),
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
            preparation_minutes INTEGER,             -- restaurant default or the longest line's
            preparation_started_at TEXT,
            ready_due_at TEXT,                       -- preparation start + preparation minutes
            content_digest TEXT,                     -- sha256 of the canonical order; NULL before v4
            UNIQUE (order_day, day_sequence)
        );
        INSERT INTO orders_v9 (
            id, order_number, order_day, day_sequence, client_order_id, idempotency_key, source_file, customer_id,
            customer_name, customer_email, customer_phone, status, placed_at, pickup_at, note, restaurant_name,
            currency, subtotal_cents, coupon_code, discount_cents, taxable_cents, tax_name, tax_rate, tax_cents,
            tip_percent, tip_cents, total_cents, receipt_token, preparation_minutes, preparation_started_at,
            ready_due_at, content_digest)
        SELECT
            id, order_number, order_day, day_sequence, client_order_id, idempotency_key, source_file, customer_id,
            customer_name, customer_email, customer_phone, status, placed_at, pickup_at, note, restaurant_name,
            currency, subtotal_cents, coupon_code, discount_cents, taxable_cents, tax_name, tax_rate, tax_cents,
            tip_percent, tip_cents, total_cents, receipt_token, preparation_minutes, preparation_started_at,
            ready_due_at, content_digest
        FROM orders;
        DROP TABLE orders;
        ALTER TABLE orders_v9 RENAME TO orders;
        CREATE INDEX orders_ready_due ON orders(status, ready_due_at);
        CREATE INDEX orders_customer_day ON orders(customer_id, order_day);
        CREATE INDEX orders_client_order_id ON orders(client_order_id);
        CREATE INDEX orders_pickup ON orders(pickup_at) WHERE status != 'cancelled';
        """
}
