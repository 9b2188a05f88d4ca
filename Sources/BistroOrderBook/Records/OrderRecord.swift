import BistroCore
import Foundation
import GRDB

/// A row of `orders`: an accepted order with everything its receipt shows, as it was at order time.
public struct OrderRecord: ListedColumnsRecord, Sendable, Hashable {
    public static let databaseTableName = "orders"
    public static let insertSQL = makeInsertSQL()
    /// How many ids one `IN (…)` look-up takes, well within SQLite's limit on a statement's parameters.
    static let parametersPerStatement = 500

    public var id: Int64?
    public var orderNumber: String
    public var orderDay: CalendarDay
    public var daySequence: Int
    /// The file's "orderId".
    public var clientOrderId: String?
    /// "id:" + the customer's email + " " + orderId, or "sha256:" + hash of the file.
    public var idempotencyKey: String
    public var sourceFile: String
    public var customerId: Int64
    public var customerName: String
    public var customerEmail: String
    public var customerPhone: String?
    public var status: OrderStatus
    public var placedAt: LocalTime
    /// nil: as soon as possible.
    public var pickupAt: LocalTime?
    public var note: String?
    public var restaurantName: String
    public var currency: String
    public var subtotalCents: Int
    public var couponCode: String?
    public var discountCents: Int
    public var taxableCents: Int
    public var taxName: String
    /// Exact decimal text ("0.13").
    public var taxRate: String
    public var taxCents: Int
    public var tipPercent: Int?
    public var tipCents: Int
    public var totalCents: Int
    /// 128 random bits, hex: the receipt page's link.
    public var receiptToken: String
    public var preparationMinutes: Int?
    public var preparationStartedAt: LocalTime?
    /// Preparation start + preparation minutes.
    public var readyDueAt: LocalTime?
    /// The digest of the order's canonical content (`OrderContentDigest`), to tell a resubmission from
    /// another order under the same key; nil for orders recorded before it was kept.
    public var contentDigest: String?

    public init(id: Int64? = nil, orderNumber: String, orderDay: CalendarDay, daySequence: Int, clientOrderId: String?,
                idempotencyKey: String, sourceFile: String, customerId: Int64, customerName: String, customerEmail: String,
                customerPhone: String?, status: OrderStatus, placedAt: LocalTime, pickupAt: LocalTime?, note: String?,
                restaurantName: String, currency: String, subtotalCents: Int, couponCode: String?, discountCents: Int,
                taxableCents: Int, taxName: String, taxRate: String, taxCents: Int, tipPercent: Int?, tipCents: Int,
                totalCents: Int, receiptToken: String, preparationMinutes: Int?, preparationStartedAt: LocalTime?,
                readyDueAt: LocalTime?, contentDigest: String? = nil) {
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
    }


    public enum CodingKeys: String, CodingKey, CaseIterable {
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
    }

    /// The values in `CodingKeys` order (see `ListedColumnsRecord`).
    public var columnValues: [(any DatabaseValueConvertible)?] {
        [id, orderNumber, orderDay, daySequence, clientOrderId, idempotencyKey, sourceFile, customerId, customerName, customerEmail, customerPhone, status, placedAt, pickupAt, note, restaurantName, currency, subtotalCents, couponCode, discountCents, taxableCents, taxName, taxRate, taxCents, tipPercent, tipCents, totalCents, receiptToken, preparationMinutes, preparationStartedAt, readyDueAt, contentDigest]
    }
}

extension OrderRecord {
    /// The order with this order number (case-insensitive).
    static func find(_ db: Database, orderNumber: String) throws -> OrderRecord? {
        try filter(Column("order_number") == orderNumber.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()).fetchOne(db)
    }

    /// The latest order the client numbered `orderId` (several customers may have used the same one),
    /// or with `email`, that customer's.
    static func find(_ db: Database, clientOrderID: String, email: String? = nil) throws -> OrderRecord? {
        var request = filter(Column("client_order_id") == clientOrderID)
        if let email { request = request.filter(Column("customer_email") == email) }
        return try request.order(Column("id").desc).fetchOne(db)
    }

    /// The order a person names: by order number, client orderId or receipt token, tried in that order.
    static func find(_ db: Database, reference: String) throws -> OrderRecord? {
        let text = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        return try find(db, orderNumber: text) ?? find(db, clientOrderID: text)
            ?? filter(Column("receipt_token") == text.lowercased()).fetchOne(db)
    }
}
