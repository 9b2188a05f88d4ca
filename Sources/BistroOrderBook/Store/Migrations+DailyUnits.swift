import GRDB

extension Migrations {
    /// Issue 24: "most ordered" sums the units of each SKU over the last 30 days. Summed from the orders'
    /// lines it read every order of those days (82,000 with a million orders a year: 130 ms a publish), so
    /// the writer keeps the sums per day instead, in the transaction that places or cancels an order
    /// (`OrderBookTransaction.insert(_:)`, `record(status:of:at:)`), and a publish reads 30 days × the SKUs.
    /// Books from before are summed once here, from their orders.
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
        """
}
