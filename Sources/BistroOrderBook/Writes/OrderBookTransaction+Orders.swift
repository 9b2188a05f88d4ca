import BistroCore
import Foundation
import GRDB

extension OrderBookTransaction {
    /// The stock the book keeps under `key` (a SKU or an option choice's stock key): nil when it keeps none,
    /// `.some(nil)` when it is unlimited.
    package func stockLevel(of key: String) throws -> Int?? {
        try Row.fetchOne(db.cachedStatement(sql: "SELECT quantity FROM stock WHERE sku = ?"), arguments: [key]).map {
            $0[0] as Int?
        }
    }

    /// How many orders used the coupon code (through the index on the code: a batch reads the counts of
    /// the codes its orders name, not a count of every code ever redeemed).
    package func redemptions(code: String) throws -> Int {
        try Int.fetchOne(
            db.cachedStatement(sql: "SELECT count(*) FROM coupon_redemptions WHERE code = ?"), arguments: [code]) ?? 0
    }

    /// How many orders placed from this mailbox (`Mailbox.of`: the customer's address in any case or with
    /// any "+tag") used the code. The customers' email index narrows them to the address itself and those
    /// starting "LOCAL+"; `Mailbox.of` decides, so the rule is written once.
    package func redemptions(code: String, mailbox: String) throws -> Int {
        let local = mailbox.lastIndex(of: "@").map { String(mailbox[..<$0]) } ?? mailbox
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT c.email, count(*) FROM coupon_redemptions r JOIN customers c ON c.id = r.customer_id
                    WHERE r.code = ? AND (c.email = ? OR (c.email >= ? AND c.email < ?)) GROUP BY c.email
                    """), arguments: [code, mailbox, local + "+", local + ","])
        return rows.filter { Mailbox.of($0[0] as String) == mailbox }.reduce(0) { $0 + ($1[1] as Int) }
    }

    /// The highest order number sequence of the day, 0 before the first order.
    package func lastDaySequence(_ day: CalendarDay) throws -> Int {
        try Int.fetchOne(
            db.cachedStatement(sql: "SELECT max(day_sequence) FROM orders WHERE order_day = ?"), arguments: [day]) ?? 0
    }

    /// Which of these idempotency keys are recorded, each with its order's number and content digest (nil
    /// for orders from before digests were kept): one query for a whole batch of files.
    package func recordedKeys(among keys: [String]) throws -> [String: (digest: String?, receipt: OrderStore.Receipt)] {
        var recorded: [String: (digest: String?, receipt: OrderStore.Receipt)] = [:]
        guard !keys.isEmpty else { return recorded }
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT idempotency_key, content_digest, order_number, receipt_token FROM orders
                    WHERE idempotency_key IN \(ValueList.subquery)
                    """), arguments: [ValueList.argument(Set(keys).sorted())])
        for row in rows {
            recorded[row[0] as String] = (
                row[1] as String?, OrderStore.Receipt(orderNumber: row[2], receiptToken: row[3])
            )
        }
        return recorded
    }

    /// The customers among these (normalised) emails, by email: id and history token. One query for a
    /// whole batch of orders, so a returning customer costs no write.
    package func customers(among emails: [String]) throws -> [String: RecordedCustomer] {
        var known: [String: RecordedCustomer] = [:]
        guard !emails.isEmpty else { return known }
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: "SELECT id, email, history_token FROM customers WHERE email IN \(ValueList.subquery)"),
            arguments: [ValueList.argument(Set(emails).sorted())])
        for row in rows { known[row[1] as String] = RecordedCustomer(id: row[0], historyToken: row[2]) }
        return known
    }

    /// Accepted, not cancelled orders whose pickup is in [start, start + minutes). Pickup times are stored
    /// on the restaurant's clock, so the text order is the time order within a day.
    package func ordersInSlot(starting start: LocalTime, minutes: Int, timeZone: TimeZone) throws -> Int {
        let end = LocalTime(start.timestamp.adding(seconds: minutes * 60), in: timeZone)
        return try Int.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT count(*) FROM orders INDEXED BY orders_pickup 
                    WHERE status != 'cancelled' AND pickup_at >= ? AND pickup_at < ?
                    """), arguments: [start, end]) ?? 0
    }

    /// The latest order time of a customer, for scratch codes ("valid for the next order"): a cancelled
    /// order does not count, so a code it used is the customer's again.
    package func lastOrderTime(email: String) throws -> LocalTime? {
        try OrderRecord.filter(
            OrderRecord.Columns.customerEmail == email && OrderRecord.Columns.status != OrderStatus.cancelled
        )
        .order(OrderRecord.Columns.id.desc).fetchOne(db)?.placedAt
    }

    /// The scratch draw that won this coupon code.
    package func scratchDraw(code: String) throws -> ScratchDrawRecord? {
        try ScratchDrawRecord.filter(ScratchDrawRecord.Columns.couponCode == code).fetchOne(db)
    }

    /// Sets a SKU's stock (nil: unlimited), counting from Content's value `contentQuantity`; from then on
    /// the book is the truth for it.
    package func setStock(sku: String, quantity: Int?, contentQuantity: Int?, at time: LocalTime) throws {
        // Plain SQL: GRDB's upsert asks for the rowid, which `stock` (WITHOUT ROWID) has not.
        try db.cachedStatement(
            sql: """
                INSERT INTO stock (sku, quantity, content_quantity, updated_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (sku) DO UPDATE SET quantity = excluded.quantity, 
                    content_quantity = excluded.content_quantity, updated_at = excluded.updated_at
                """
        ).execute(arguments: [sku, quantity, contentQuantity, time])
        try journal(sku: sku, at: time)
    }

    /// Forgets the book's stock of a SKU: the catalogue's starting value holds again until it is next ordered
    /// or set.
    package func resetStock(sku: String, at time: LocalTime) throws {
        try db.execute(sql: "DELETE FROM stock WHERE sku = ?", arguments: [sku])
        try journal(sku: sku, at: time)
    }
}
