extension Migrations {
    /// Issue 26: orders brought to the customer, and the drivers who bring them.
    ///
    /// A delivery order keeps its fee on `orders` (a receipt figure like tax) and the rest in `deliveries`:
    /// the drop-off address and instructions (shown to the driver who claims it), its zone and distance (the
    /// customer's position itself is never stored), what the driver earns of the fee, and the driver's claim,
    /// pick-up and drop-off times. A claim is one UPDATE … WHERE driver_id IS NULL in the one writer's
    /// transaction: exactly one driver gets each delivery. `drivers.token` is the dashboard's only key;
    /// `removed_at` revokes it.
    static let v17Delivery = """
        ALTER TABLE orders ADD COLUMN delivery_fee_cents INTEGER NOT NULL DEFAULT 0;
        CREATE TABLE drivers (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            email TEXT NOT NULL,                     -- trimmed, lower-cased
            phone TEXT,
            token TEXT NOT NULL UNIQUE,              -- 128 random bits, hex: /drivers/TOKEN/
            added_at TEXT NOT NULL,
            removed_at TEXT                          -- set: the link is refused
        );
        CREATE TABLE deliveries (
            order_id INTEGER PRIMARY KEY REFERENCES orders(id),
            street_address TEXT NOT NULL,
            locality TEXT,
            postal_code TEXT NOT NULL,
            instructions TEXT,
            distance_m INTEGER,                      -- restaurant to drop-off; NULL: placed by postal code
            zone TEXT NOT NULL,                      -- "up to 3 km", "M5V, M5H"
            zone_fee_cents INTEGER NOT NULL,         -- the zone's fee, even when the customer's was waived
            driver_fee_cents INTEGER NOT NULL,       -- the driver's share of it
            driver_id INTEGER REFERENCES drivers(id),
            claimed_at TEXT,
            picked_up_at TEXT,
            delivered_at TEXT
        );
        CREATE INDEX deliveries_driver ON deliveries(driver_id, delivered_at);
        CREATE INDEX deliveries_unclaimed ON deliveries(order_id) WHERE driver_id IS NULL;
        """
}
