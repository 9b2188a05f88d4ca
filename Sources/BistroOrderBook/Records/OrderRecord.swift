import BistroCore
import Foundation
import GRDB

/// A row of `orders`: an accepted order with everything its receipt shows, as it was at order time.
package struct OrderRecord: SnakeCaseRecord, Sendable, Hashable {
    package static let databaseTableName = "orders"
    /// How many ids one `IN (…)` look-up takes, well within SQLite's limit on a statement's parameters.
    static let parametersPerStatement = 500

    package var id: Int64?
    package var orderNumber: String
    package var orderDay: CalendarDay
    package var daySequence: Int
    /// The file's "orderId".
    package var clientOrderId: String?
    /// "id:" + the customer's email + " " + orderId, or "sha256:" + hash of the file.
    package var idempotencyKey: String
    package var sourceFile: String
    package var customerId: Int64
    package var customerName: String
    package var customerEmail: String
    package var customerPhone: String?
    package var status: OrderStatus
    package var placedAt: LocalTime
    /// nil: as soon as possible.
    package var pickupAt: LocalTime?
    package var note: String?
    package var restaurantName: String
    package var currency: String
    package var subtotalCents: Int
    package var couponCode: String?
    package var discountCents: Int
    package var taxableCents: Int
    package var taxName: String
    /// Exact decimal text ("0.13").
    package var taxRate: String
    package var taxCents: Int
    package var tipPercent: Int?
    package var tipCents: Int
    package var totalCents: Int
    /// 128 random bits, hex: the receipt page's link.
    package var receiptToken: String
    package var preparationMinutes: Int?
    package var preparationStartedAt: LocalTime?
    /// Preparation start + preparation minutes.
    package var readyDueAt: LocalTime?
    /// The digest of the order's canonical content (`OrderContentDigest`), to tell a resubmission from
    /// another order under the same key; nil for orders recorded before it was kept.
    package var contentDigest: String?
    /// A dine-in order's table ("T3"); nil: take-away (pickup).
    package var tableId: String?
    /// What a delivery order paid for the trip; 0 for any other.
    package var deliveryFeeCents = 0

    package init(
        id: Int64? = nil, orderNumber: String, orderDay: CalendarDay, daySequence: Int, clientOrderId: String?,
        idempotencyKey: String, sourceFile: String, customerId: Int64, customerName: String, customerEmail: String,
        customerPhone: String?, status: OrderStatus, placedAt: LocalTime, pickupAt: LocalTime?, note: String?,
        restaurantName: String, currency: String, subtotalCents: Int, couponCode: String?, discountCents: Int,
        taxableCents: Int, taxName: String, taxRate: String, taxCents: Int, tipPercent: Int?, tipCents: Int,
        totalCents: Int, receiptToken: String, preparationMinutes: Int?, preparationStartedAt: LocalTime?,
        readyDueAt: LocalTime?, contentDigest: String? = nil, tableId: String? = nil
    ) {
        self.id = id
        self.orderNumber = orderNumber
        self.orderDay = orderDay
        self.daySequence = daySequence
        self.clientOrderId = clientOrderId
        self.idempotencyKey = idempotencyKey
        self.sourceFile = sourceFile
        self.customerId = customerId
        self.customerName = customerName
        self.customerEmail = customerEmail
        self.customerPhone = customerPhone
        self.status = status
        self.placedAt = placedAt
        self.pickupAt = pickupAt
        self.note = note
        self.restaurantName = restaurantName
        self.currency = currency
        self.subtotalCents = subtotalCents
        self.couponCode = couponCode
        self.discountCents = discountCents
        self.taxableCents = taxableCents
        self.taxName = taxName
        self.taxRate = taxRate
        self.taxCents = taxCents
        self.tipPercent = tipPercent
        self.tipCents = tipCents
        self.totalCents = totalCents
        self.receiptToken = receiptToken
        self.preparationMinutes = preparationMinutes
        self.preparationStartedAt = preparationStartedAt
        self.readyDueAt = readyDueAt
        self.contentDigest = contentDigest
        self.tableId = tableId
    }

    enum CodingKeys: String, CodingKey {
        case id
        case orderNumber = "order_number"
        case orderDay = "order_day"
        case daySequence = "day_sequence"
        case clientOrderId = "client_order_id"
        case idempotencyKey = "idempotency_key"
        case sourceFile = "source_file"
        case customerId = "customer_id"
        case customerName = "customer_name"
        case customerEmail = "customer_email"
        case customerPhone = "customer_phone"
        case status
        case placedAt = "placed_at"
        case pickupAt = "pickup_at"
        case note
        case restaurantName = "restaurant_name"
        case currency
        case subtotalCents = "subtotal_cents"
        case couponCode = "coupon_code"
        case discountCents = "discount_cents"
        case taxableCents = "taxable_cents"
        case taxName = "tax_name"
        case taxRate = "tax_rate"
        case taxCents = "tax_cents"
        case tipPercent = "tip_percent"
        case tipCents = "tip_cents"
        case totalCents = "total_cents"
        case receiptToken = "receipt_token"
        case preparationMinutes = "preparation_minutes"
        case preparationStartedAt = "preparation_started_at"
        case readyDueAt = "ready_due_at"
        case contentDigest = "content_digest"
        case tableId = "table_id"
        case deliveryFeeCents = "delivery_fee_cents"
    }

    /// The columns, for the query interface.
    package enum Columns {
        package static let id = Column(CodingKeys.id)
        package static let orderNumber = Column(CodingKeys.orderNumber)
        package static let orderDay = Column(CodingKeys.orderDay)
        package static let daySequence = Column(CodingKeys.daySequence)
        package static let clientOrderId = Column(CodingKeys.clientOrderId)
        package static let idempotencyKey = Column(CodingKeys.idempotencyKey)
        package static let sourceFile = Column(CodingKeys.sourceFile)
        package static let customerId = Column(CodingKeys.customerId)
        package static let customerName = Column(CodingKeys.customerName)
        package static let customerEmail = Column(CodingKeys.customerEmail)
        package static let customerPhone = Column(CodingKeys.customerPhone)
        package static let status = Column(CodingKeys.status)
        package static let placedAt = Column(CodingKeys.placedAt)
        package static let pickupAt = Column(CodingKeys.pickupAt)
        package static let note = Column(CodingKeys.note)
        package static let restaurantName = Column(CodingKeys.restaurantName)
        package static let currency = Column(CodingKeys.currency)
        package static let subtotalCents = Column(CodingKeys.subtotalCents)
        package static let couponCode = Column(CodingKeys.couponCode)
        package static let discountCents = Column(CodingKeys.discountCents)
        package static let taxableCents = Column(CodingKeys.taxableCents)
        package static let taxName = Column(CodingKeys.taxName)
        package static let taxRate = Column(CodingKeys.taxRate)
        package static let taxCents = Column(CodingKeys.taxCents)
        package static let tipPercent = Column(CodingKeys.tipPercent)
        package static let tipCents = Column(CodingKeys.tipCents)
        package static let totalCents = Column(CodingKeys.totalCents)
        package static let receiptToken = Column(CodingKeys.receiptToken)
        package static let preparationMinutes = Column(CodingKeys.preparationMinutes)
        package static let preparationStartedAt = Column(CodingKeys.preparationStartedAt)
        package static let readyDueAt = Column(CodingKeys.readyDueAt)
        package static let contentDigest = Column(CodingKeys.contentDigest)
    }
}

extension OrderRecord {
    /// The order with this order number (case-insensitive).
    static func find(_ db: Database, orderNumber: String) throws -> OrderRecord? {
        try filter(Columns.orderNumber == orderNumber.trimmingCharacters(in: .whitespacesAndNewlines).uppercased())
            .fetchOne(db)
    }

    /// The latest order the client numbered `orderId` (several customers may have used the same one),
    /// or with `email`, that customer's.
    static func find(_ db: Database, clientOrderID: String, email: String? = nil) throws -> OrderRecord? {
        var request = filter(Columns.clientOrderId == clientOrderID)
        if let email { request = request.filter(Columns.customerEmail == email) }
        return try request.order(Columns.id.desc).fetchOne(db)
    }

    /// The order a person names: by order number, client orderId or receipt token, tried in that order.
    static func find(_ db: Database, reference: String) throws -> OrderRecord? {
        let text = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        return try find(db, orderNumber: text) ?? find(db, clientOrderID: text)
            ?? filter(Columns.receiptToken == text.lowercased()).fetchOne(db)
    }
}
