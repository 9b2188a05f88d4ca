import BistroCore
import BistroMail
import GRDB

/// The order book inside one batch transaction. It answers validation's questions (stock, coupon counts)
/// from the database plus the orders accepted earlier in this batch, and records accepted and rejected
/// orders with cached, parameterised statements. Create one per transaction; never keep it past it.
final class OrderBatch: OrderLedger {
    private let db: Database
    private let context: OrderContext
    private let composer: MessageComposer?
    private let numberPrefix: String
    private let placedAt: String
    private let today: String
    private let compactDay: String
    private let taxRateText: String
    private var stock: [String: Int] = [:]
    private var couponTotals: [String: Int] = [:]
    private var customerCouponCounts: [String: Int] = [:]
    private var keysInBatch: Set<String> = []
    /// Customers recorded in this batch: email → (id, name, phone), to skip unchanged upserts.
    private var customers: [String: (id: Int64, name: String, phone: String?)] = [:]
    private var lastSequence: Int
    /// The "received", kitchen and "rejected" messages of this batch, worded and queued by `queueMessages()`.
    private var messages = PendingMessages()

    init(db: Database, context: OrderContext, composer: MessageComposer? = nil) throws {
        self.db = db
        self.context = context
        self.composer = composer
        numberPrefix = OrderNumber.prefix(forRestaurantNamed: context.restaurant.name)
        placedAt = context.now.iso8601
        today = context.now.day.description
        compactDay = context.now.compactDay
        taxRateText = context.restaurant.taxRate.decimalString
        for row in try Row.fetchAll(db, sql: "SELECT sku, quantity FROM stock") {
            stock[row[0]] = row[1]
        }
        for row in try Row.fetchAll(db, sql: "SELECT code, count(*) FROM coupon_redemptions GROUP BY code") {
            couponTotals[row[0]] = row[1]
        }
        lastSequence = try Int.fetchOne(db, sql: "SELECT max(day_sequence) FROM orders WHERE order_day = ?",
                                        arguments: [context.now.day.description]) ?? 0
    }

    // MARK: OrderLedger

    func stockLeft(sku: String) -> Int? {
        stock[sku] ?? context.products[sku.uppercased()]?.initialStock
    }

    func redemptions(code: String) -> Int { couponTotals[code] ?? 0 }

    func redemptions(code: String, email: String) -> Int {
        let key = code + "\u{0}" + email
        if let known = customerCouponCounts[key] { return known }
        let count = (try? Int.fetchOne(db.cachedStatement(sql: """
            SELECT count(*) FROM coupon_redemptions r JOIN customers c ON c.id = r.customer_id
            WHERE r.code = ? AND c.email = ?
            """), arguments: [code, email])) ?? 0
        customerCouponCounts[key] = count
        return count
    }

    func scratchCode(_ code: String) -> ScratchCode? {
        guard let row = try? Row.fetchOne(db.cachedStatement(sql: """
            SELECT customer_email, percent_off, drawn_at, used_order_id FROM scratch_draws WHERE coupon_code = ?
            """), arguments: [code]) else { return nil }
        let email: String = row[0]
        let drawnAt = Timestamp.parse(row[2] as String)
        // Valid for the customer's next order only: void once they have ordered after the draw.
        let lastOrder = (try? String.fetchOne(db.cachedStatement(sql: "SELECT placed_at FROM orders WHERE customer_email = ? ORDER BY id DESC LIMIT 1"),
                                              arguments: [email])).flatMap { Timestamp.parse($0) }
        return ScratchCode(code: code, customerEmail: email, percentOff: row[1], drawnAt: row[2], usedOrderID: row[3],
                           orderedSinceDraw: lastOrder.map { last in drawnAt.map { last >= $0 } ?? false } ?? false)
    }

    // MARK: Exactly once

    /// Whether an order with this idempotency key is recorded (committed, or earlier in this batch).
    func isRecorded(key: String) throws -> Bool {
        if keysInBatch.contains(key) { return true }
        return try FastStatement(db, "SELECT 1 FROM orders WHERE idempotency_key = ?").firstInt([.text(key)]) != nil
    }

    /// The recorded errors of this very file (same name, same content) from a committed earlier run.
    /// The content key is only computed when a rejection of that file name exists.
    func recordedRejection(sourceFile: String, contentKey: () -> String) throws -> String? {
        guard try FastStatement(db, "SELECT 1 FROM rejections WHERE source_file = ? LIMIT 1").firstInt([.text(sourceFile)]) != nil else { return nil }
        let rows = try Row.fetchAll(db.cachedStatement(sql: "SELECT content_key, errors_json FROM rejections WHERE source_file = ?"),
                                    arguments: [sourceFile])
        guard !rows.isEmpty else { return nil }
        let key = contentKey()
        return rows.first { $0[0] as String == key }.map { $0[1] }
    }

    // MARK: Recording

    /// Records an accepted order: customer, order, lines, stock decrement, coupon redemption (and a used
    /// scratch-card code), first status, and its messages ("received", the kitchen ticket). With
    /// `pickup.startOn: "order"` preparation starts at once. Returns its order number.
    func accept(_ order: ValidatedOrder, key: String, sourceFile: String) throws -> String {
        let customerID = try customerID(for: order)
        lastSequence += 1
        let number = OrderNumber.make(prefix: numberPrefix, compactDay: compactDay, sequence: lastSequence)
        let price = order.price
        let restaurant = context.restaurant
        let token = RandomToken.make()
        let minutes = order.preparationMinutes(default: restaurant.pickup.preparationMinutes)
        let readyAt = restaurant.pickup.startOn == .order
            ? LocalTime(context.now.timestamp.adding(seconds: minutes * 60), in: context.timeZone) : nil
        try FastStatement(db, """
            INSERT INTO orders (order_number, order_day, day_sequence, client_order_id, idempotency_key, source_file,
                customer_id, customer_name, customer_email, customer_phone, status, placed_at, pickup_at, note,
                restaurant_name, currency, subtotal_cents, coupon_code, discount_cents, taxable_cents, tax_name, tax_rate,
                tax_cents, tip_percent, tip_cents, total_cents, receipt_token, preparation_minutes, preparation_started_at, ready_due_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute([
                .text(number), .text(today), .int(lastSequence), .optional(order.orderID), .text(key), .text(sourceFile),
                .int(Int(customerID)), .text(order.customerName), .text(order.customerEmail), .optional(order.customerPhone),
                .text(readyAt == nil ? "received" : "preparing"), .text(placedAt), .optional(order.pickupAt?.iso8601), .optional(order.note),
                .text(restaurant.name), .text(price.currency.code), .int(price.subtotal.minorUnits), .optional(price.couponCode),
                .int(price.discount.minorUnits), .int(price.taxable.minorUnits), .text(restaurant.taxName ?? "Tax"),
                .text(taxRateText), .int(price.tax.minorUnits), .optional(price.tipPercent), .int(price.tip.minorUnits),
                .int(price.total.minorUnits), .text(token), .int(minutes), .optional(readyAt == nil ? nil : placedAt),
                .optional(readyAt?.iso8601),
            ])
        let orderID = Int(db.lastInsertedRowID)
        let insertLine = try FastStatement(db, """
            INSERT INTO order_lines (order_id, line_number, sku, name, kind, category_id, quantity, unit_price_cents,
                line_total_cents, preparation_minutes, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (index, line) in order.lines.enumerated() {
            let product = line.product
            try insertLine.execute([
                .int(orderID), .int(index + 1), .text(product.sku), .text(product.name), .text(product.kind.rawValue),
                .text(product.categoryID), .int(line.quantity), .int(line.unitPrice.minorUnits), .int(line.total.minorUnits),
                .optional(product.preparationMinutes), .optional(line.note),
            ])
            if let left = stockLeft(sku: product.sku) {
                try FastStatement(db, """
                    INSERT INTO stock (sku, quantity, updated_at) VALUES (?, ?, ?)
                    ON CONFLICT (sku) DO UPDATE SET quantity = excluded.quantity, updated_at = excluded.updated_at
                    """).execute([.text(product.sku), .int(left - line.quantity), .text(placedAt)])
                stock[product.sku] = left - line.quantity
            }
        }
        if let code = price.couponCode {
            try FastStatement(db, """
                INSERT INTO coupon_redemptions (order_id, code, customer_id, discount_cents, redeemed_at) VALUES (?, ?, ?, ?, ?)
                """).execute([.int(orderID), .text(code), .int(Int(customerID)), .int(price.discount.minorUnits), .text(placedAt)])
            couponTotals[code, default: 0] += 1
            let key = code + "\u{0}" + order.customerEmail
            customerCouponCounts[key] = redemptions(code: code, email: order.customerEmail) + 1
            if order.isScratchCode {
                try db.execute(sql: "UPDATE scratch_draws SET used_order_id = ? WHERE coupon_code = ?", arguments: [orderID, code])
            }
        }
        let history = try FastStatement(db, "INSERT INTO status_history (order_id, status, changed_at) VALUES (?, ?, ?)")
        try history.execute([.int(orderID), .text("received"), .text(placedAt)])
        if readyAt != nil { try history.execute([.int(orderID), .text("preparing"), .text(placedAt)]) }
        keysInBatch.insert(key)
        if let composer {
            let stored = StoredOrder(accepted: order, id: Int64(orderID), number: number, placedAt: placedAt,
                                     status: readyAt == nil ? "received" : "preparing", restaurant: restaurant, token: token)
            let preparation = Preparation(minutes: minutes, readyAt: readyAt)
            messages.add(key: "\(number).\(NotificationEvent.received.rawValue)", orderID: Int64(orderID)) {
                composer.received(stored, preparation: preparation)
            }
            if let kitchen = composer.kitchenAddress {
                messages.add(key: "\(number).\(NotificationEvent.kitchen.rawValue)", orderID: Int64(orderID)) {
                    composer.kitchenTicket(stored, to: kitchen)
                }
            }
        }
        return number
    }

    /// Words the messages of the orders recorded so far (on every core) and queues them. Call it before
    /// the batch's transaction commits: a message is queued in the same transaction as its order.
    func queueMessages() throws {
        guard let composer else { return }
        try messages.queue(db, at: context.now, domain: composer.domain)
    }

    /// The customer's id, inserting the customer (with a fresh history token) or updating name and phone.
    private func customerID(for order: ValidatedOrder) throws -> Int64 {
        if let known = customers[order.customerEmail], known.name == order.customerName,
           order.customerPhone == nil || order.customerPhone == known.phone {
            return known.id
        }
        let id = try Int64.fetchOne(db.cachedStatement(sql: """
            INSERT INTO customers (email, name, phone, history_token, created_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (email) DO UPDATE SET name = excluded.name, phone = coalesce(excluded.phone, customers.phone)
            RETURNING id
            """), arguments: [order.customerEmail, order.customerName, order.customerPhone, RandomToken.make(), placedAt])!
        customers[order.customerEmail] = (id, order.customerName, order.customerPhone ?? customers[order.customerEmail]?.phone)
        return id
    }

    /// Records a rejected file with its reasons; returns the errors as the sidecar's JSON array. A newly
    /// rejected order file that gave a valid customer email also queues a "rejected" message.
    func reject(sourceFile: String, contentKey: String, file: SpoolFile?, rejections: [Rejection]) throws -> String {
        let email = file?.email?.trimmed.lowercased()
        let orderID = OrderProcessor.orderID(file)
        let errors = JSONValue.array(rejections.map(\.json)).rendered()
        try db.cachedStatement(sql: """
            INSERT INTO rejections (source_file, content_key, client_order_id, customer_email, rejected_at, errors_json)
            VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (source_file, content_key) DO NOTHING
            """).execute(arguments: [sourceFile, contentKey, orderID, email, placedAt, errors])
        guard db.changesCount > 0 else { return errors }
        let rejectionID = db.lastInsertedRowID
        let insertReason = try db.cachedStatement(sql: "INSERT INTO rejection_reasons (rejection_id, position, code) VALUES (?, ?, ?)")
        for (index, rejection) in rejections.enumerated() {
            try insertReason.execute(arguments: [rejectionID, index + 1, rejection.code.rawValue])
        }
        if let composer, case .order(let request) = file, let email, MailAddress.isValid(email) {
            let name = request.customerName?.trimmed
            messages.add(key: "rejection-\(rejectionID).\(NotificationEvent.rejected.rawValue)", orderID: nil) {
                composer.rejected(email: email, name: name, orderID: orderID, reasons: rejections)
            }
        }
        return errors
    }
}
