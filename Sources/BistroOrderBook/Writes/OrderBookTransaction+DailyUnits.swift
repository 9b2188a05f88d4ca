import GRDB

extension OrderBookTransaction {
    /// Adds the units of order `orderID`'s lines to its day's `daily_units` (`sign` 1), or takes them away
    /// (`sign` -1, when it is cancelled): "most ordered" leaves cancelled orders out.
    func moveDailyUnits(of orderID: Int64, by sign: Int) throws {
        try db.execute(
            sql: """
                INSERT INTO daily_units (order_day, sku, quantity)
                    SELECT o.order_day, l.sku, ? * SUM(l.quantity) FROM orders o JOIN order_lines l ON l.order_id = o.id
                    WHERE o.id = ? GROUP BY l.sku
                ON CONFLICT (order_day, sku) DO UPDATE SET quantity = quantity + excluded.quantity
                """, arguments: [sign, orderID])
    }
}
