import BistroCore
import BistroJSON
import BistroMail
import BistroOrderBook

/// The order book inside one batch transaction, as validation and recording see it. It answers
/// validation's questions (stock, coupon and slot counts) from the book plus the orders accepted earlier in
/// this batch, records rejected files through the transaction, and gathers the accepted orders' rows
/// (`AcceptedRows`), which `finish()` inserts with one multi-row INSERT per table. Create one per
/// transaction; never keep it past it.
final class OrderBatch: OrderLedger {
    private let book: OrderBookTransaction
    let context: OrderContext
    let composer: MessageComposer?
    private let numberPrefix: String
    /// Stock left by key (nil: unlimited), read from the book when the batch first asks about a key (keys it
    /// does not keep start from the catalogue), then counted along.
    private var stock: [String: Int?] = [:]
    /// Redemptions by coupon code, of the codes this batch has asked about.
    private var couponTotals: [String: Int] = [:]
    private var customerCouponCounts: [String: Int] = [:]
    /// Keys of the orders accepted in this batch, with their content digests and order numbers.
    private var keysInBatch: [String: (digest: String?, receipt: OrderStore.Receipt)] = [:]
    /// Keys of this batch's files that earlier batches recorded (with their orders' content digests and
    /// numbers), the earlier rejections of its files, and those of its files reported stuck before (`recall`).
    private var recordedKeys: [String: (digest: String?, receipt: OrderStore.Receipt)] = [:]
    private var earlierRejections: [String: [(contentKey: String, reasons: [RecordedReason])]] = [:]
    private var stuckFiles: [String: Set<String>] = [:]
    /// The batch's customers known to the book (`recall`) or recorded in this batch, by email: a returning
    /// customer costs no write.
    private var customers: [String: RecordedCustomer] = [:]
    private var lastSequence: Int
    /// The ids of the orders accepted in this batch (consecutive: one writer, one transaction), journalled
    /// in one row by `finish()`.
    private var acceptedIDs: ClosedRange<Int64>?
    /// The accepted orders' rows not inserted yet.
    private var rows: AcceptedRows
    /// The "received", kitchen and "rejected" messages of this batch, worded and queued by `finish()`.
    private var messages = PendingMessages()

    init(book: OrderBookTransaction, context: OrderContext, composer: MessageComposer? = nil) throws {
        self.book = book
        self.context = context
        self.composer = composer
        numberPrefix = OrderNumber.prefix(forRestaurantNamed: context.restaurant.name)
        lastSequence = try book.lastDaySequence(context.now.day)
        rows = try AcceptedRows(after: book)
    }

    // MARK: OrderLedger

    /// Read from the book the first time the batch asks about the key, then counted along.
    func stockLeft(key: String, initial: Int?) throws -> Int? {
        if let kept = stock[key] { return kept }
        let left = try book.stockLevel(of: key) ?? initial
        stock[key] = left
        return left
    }

    /// Read from the book the first time the batch asks about the code, then counted along.
    func redemptions(code: String) throws -> Int {
        if let known = couponTotals[code] { return known }
        let count = try book.redemptions(code: code)
        couponTotals[code] = count
        return count
    }

    /// The book's orders in the slot and this batch's, not inserted yet.
    func ordersInSlot(starting start: LocalTime, minutes: Int) throws -> Int {
        let end = LocalTime(start.timestamp.adding(seconds: minutes * 60), in: context.timeZone)
        return try book.ordersInSlot(starting: start, minutes: minutes, timeZone: context.timeZone)
            + rows.ordersInSlot(from: start, to: end)
    }

    /// Counted by mailbox (`Mailbox`): `ada+1@` and `Ada+3@` are the customer `ada@` is.
    func redemptions(code: String, email: String) throws -> Int {
        let mailbox = Mailbox.of(email)
        let key = code + "\u{0}" + mailbox
        if let known = customerCouponCounts[key] { return known }
        let count = try book.redemptions(code: code, mailbox: mailbox)
        customerCouponCounts[key] = count
        return count
    }

    /// From the book, with this batch's orders inserted first (a draw is used, and a customer has ordered since,
    /// by an order earlier in the batch too).
    func scratchCode(_ code: String) throws -> ScratchCode? {
        try flush()
        guard let draw = try book.scratchDraw(code: code), let percentOff = draw.percentOff else { return nil }
        // Valid for the customer's next order only: void once they have ordered after the draw.
        let lastOrder = try book.lastOrderTime(email: draw.customerEmail)
        return ScratchCode(
            code: code, customerEmail: draw.customerEmail, percentOff: percentOff, drawnAt: draw.drawnAt.iso8601,
            usedOrderID: draw.usedOrderId,
            orderedSinceDraw: lastOrder.map { $0.timestamp >= draw.drawnAt.timestamp } ?? false)
    }

    // MARK: Exactly once

    /// Looks up, in one query each, which of the batch's idempotency keys are recorded, which of its files
    /// were rejected before, which were reported stuck and which of its customers the book knows. Call it
    /// once, before `match`, `recordedRejection`, `wasReportedStuck` and the first order.
    func recall(keys: [String], fileNames: [String], emails: [String]) throws {
        customers = try book.customers(among: emails)
        recordedKeys = try book.recordedKeys(among: keys)
        earlierRejections = try book.recordedRejections(ofFiles: fileNames)
        stuckFiles = try book.stuckFiles(among: fileNames)
    }

    enum KeyMatch {
        /// No order has this key.
        case unrecorded
        /// An order with this key and the same content (or one recorded before digests were kept): its receipt.
        case sameOrder(OrderStore.Receipt)
        /// An order with this key but other content: the number of that (first) order.
        case otherOrder(orderNumber: String)
    }

    /// How a file's key and content digest compare with the orders recorded (committed, or earlier in this
    /// batch). A nil digest on either side (no orderId, or an order from before digests) counts as the same.
    func match(key: String, digest: String?) -> KeyMatch {
        guard let recorded = keysInBatch[key] ?? recordedKeys[key] else { return .unrecorded }
        guard let recordedDigest = recorded.digest, let digest, recordedDigest != digest else {
            return .sameOrder(recorded.receipt)
        }
        return .otherOrder(orderNumber: recorded.receipt.orderNumber)
    }

    /// Whether this very file (name and content) was reported stuck by an earlier run: it is then only
    /// moved again, quietly.
    func wasReportedStuck(sourceFile: String, contentKey: String) -> Bool {
        stuckFiles[sourceFile]?.contains(contentKey) ?? false
    }

    /// The recorded reasons of this very file (same name, same content) from a committed earlier run.
    func recordedRejection(sourceFile: String, contentKey: String) -> [Rejection]? {
        earlierRejections[sourceFile]?.first { $0.contentKey == contentKey }?.reasons.map(Rejection.init(recorded:))
    }

    // MARK: Recording

    /// Records an accepted order: customer, order, lines, stock decrement, coupon redemption (and a used
    /// scratch-card code), first status, and its messages ("received", the kitchen ticket). With
    /// `pickup.startOn: "order"`, and for a dine-in order, preparation starts at once. Returns its number and receipt token.
    func accept(_ order: ValidatedOrder, key: String, digest: String?, sourceFile: String) throws
        -> OrderStore.Receipt
    {
        let customer = customer(for: order)
        let customerID = customer.id
        lastSequence += 1
        let now = context.now
        let number = OrderNumber.make(prefix: numberPrefix, compactDay: now.compactDay, sequence: lastSequence)
        let minutes = order.preparationMinutes(default: context.restaurant.pickup.preparationMinutes)
        // A dine-in or delivery order has no check-in: the kitchen starts it at once.
        let readyAt =
            context.restaurant.pickup.startOn == .order || order.table != nil || order.delivery != nil
            ? readyTime(of: order, preparationMinutes: minutes) : nil
        let token = RandomToken.make()
        var record = OrderRecord(
            accepted: order, number: number, sequence: lastSequence, key: key, sourceFile: sourceFile,
            customerID: customerID, context: context, token: token, minutes: minutes, readyAt: readyAt)
        record.contentDigest = digest
        let lines = OrderLineRecord.lines(of: order)
        let delivery = order.delivery.map(DeliveryRecord.init(accepted:))
        let orderID = rows.add(order: record, lines: lines, delivery: delivery)
        acceptedIDs = (acceptedIDs?.lowerBound ?? orderID)...orderID
        for demand in order.lines.stockDemand {
            if let left = try stockLeft(key: demand.key, initial: demand.initialStock) {
                rows.recordStockLeft(
                    sku: demand.key, quantity: left - demand.quantity, contentQuantity: demand.initialStock, at: now)
                stock[demand.key] = left - demand.quantity
            }
        }
        let price = order.price
        if let code = price.couponCode {
            rows.redeemCoupon(
                code: code, orderID: orderID, customerID: customerID, discountCents: price.discount.minorUnits,
                at: now, isScratchCode: order.isScratchCode)
            couponTotals[code] = try redemptions(code: code) + 1
            let mailbox = Mailbox.of(order.customerEmail)
            customerCouponCounts[code + "\u{0}" + mailbox] = try redemptions(code: code, email: order.customerEmail) + 1
        }
        let receipt = OrderStore.Receipt(
            orderNumber: number, receiptToken: token, total: order.price.total, pickupAt: order.pickupAt)
        keysInBatch[key] = (digest, OrderStore.Receipt(orderNumber: number, receiptToken: token))
        if let composer {
            var saved = record
            saved.id = orderID
            var storing = StoredOrder(record: saved, lines: lines)
            storing.delivery = delivery.map { delivery in
                var delivery = delivery
                delivery.orderId = orderID
                return delivery
            }
            let stored = storing
            let preparation = Preparation(minutes: minutes, readyAt: readyAt)
            let historyToken = customer.historyToken
            messages.add(key: "\(number).\(NotificationEvent.received.rawValue)", orderID: orderID) {
                composer.received(stored, preparation: preparation, historyToken: historyToken)
            }
            if let kitchen = composer.kitchenAddress {
                messages.add(key: "\(number).\(NotificationEvent.kitchen.rawValue)", orderID: orderID) {
                    composer.kitchenTicket(stored, readyBy: readyAt, to: kitchen)
                }
            }
        }
        return receipt
    }

    /// Journals the orders accepted in this batch (one row: their receipts, their customers' histories,
    /// the SKUs on their lines), inserts their rows, and words the batch's messages (on every core) and
    /// queues them. Call it once, before the batch's transaction commits: the rows, the journal row and the
    /// messages are written in the same transaction.
    func finish() throws {
        if let acceptedIDs {
            rows.journal(acceptedOrders: acceptedIDs.lowerBound, through: acceptedIDs.upperBound, at: context.now)
        }
        try flush()
        guard let composer else { return }
        try messages.queue(book, at: context.now, domain: composer.domain)
    }

    /// Inserts the rows of the orders accepted so far: before the book is asked what they change (a
    /// check-in, a scratch-card code), and by `finish()`.
    func flush() throws {
        try book.insert(&rows)
    }

    /// The order's customer: known (to the book, `recall`, or to this batch), or new with a fresh history
    /// token. A known customer's row is never changed (the order keeps its own name and phone).
    private func customer(for order: ValidatedOrder) -> RecordedCustomer {
        if let known = customers[order.customerEmail] { return known }
        let customer = rows.addCustomer(
            email: order.customerEmail, name: order.customerName, phone: order.customerPhone,
            historyToken: RandomToken.make(), at: context.now)
        customers[order.customerEmail] = customer
        return customer
    }

    /// Records a rejected file with its reasons (and the sidecar's JSON array of them, which `bistro orders`
    /// shows). A newly rejected order that gave a valid customer email also queues a "rejected" message.
    func reject(sourceFile: String, contentKey: String, file: SpoolFile?, orderID: String?, rejections: [Rejection])
        throws
    {
        let email = file?.email?.normalizedEmail
        let record = RejectionRecord(
            sourceFile: sourceFile, contentKey: contentKey, clientOrderId: orderID, customerEmail: email,
            rejectedAt: context.now, errorsJson: Rejection.sidecar(rejections))
        guard let rejectionID = try book.insert(rejection: record, reasons: rejections.map(RecordedReason.init))
        else { return }
        if let composer, case .order(let request) = file, let email, MailAddress.isValid(email) {
            let delivery = request.wantsDelivery(at: context.restaurant)
            messages.add(key: "rejection-\(rejectionID).\(NotificationEvent.rejected.rawValue)", orderID: nil) {
                composer.rejected(email: email, reasons: rejections, delivery: delivery)
            }
        }
    }
}
