import GRDB

extension Migrations {
    /// Issue 24: "most ordered" sums the units of each SKU over the last 30 days. Summed from the orders'
    /// lines it read every order of those days (82,000 with a million orders a year: 130 ms a publish), so
    /// the book keeps the sums per day instead and a publish reads 30 days × the SKUs. A batch adds its
    /// orders' units with its rows (`OrderBookTransaction.insert(_:)`); the trigger takes an order's units
    /// away when its status becomes `cancelled` (and gives them back if it ever leaves it), however the
    /// status was changed. Books from before are summed once here, from their orders.
    static let v13DailyUnits = """
        CREATE TABLE daily_units (
            order_day TEXT NOT NULL,
            sku TEXT NOT NULL,
            quantity INTEGER NOT NULL,               -- units on the day's orders, cancelled orders left out
            PRIMARY KEY (order_day, sku)
        ) WITHOUT ROWID;
        INSERT INTO daily_units (order_day, sku, quantity)
            SELECT o.order_day, l.sku, SUM(l.quantity) FROM orders o JOIN order_lines l ON l.order_id = o.id
            WHERE o.status != 'cancelled' GROUP BY o.order_day, l.sku;
        CREATE TRIGGER daily_units_cancellation AFTER UPDATE OF status ON orders
        WHEN (OLD.status = 'cancelled') != (NEW.status = 'cancelled')
        BEGIN
            INSERT INTO daily_units (order_day, sku, quantity)
                SELECT NEW.order_day, sku, SUM(quantity) * (CASE WHEN NEW.status = 'cancelled' THEN -1 ELSE 1 END)
                FROM order_lines WHERE order_id = NEW.id GROUP BY sku
            ON CONFLICT (order_day, sku) DO UPDATE SET quantity = quantity + excluded.quantity;
        END;
        """
}
