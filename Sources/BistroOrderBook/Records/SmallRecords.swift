import BistroCore
import GRDB

/// A row of `customers`, keyed by the trimmed, lower-cased email.
struct CustomerRecord: SnakeCaseRecord {
    static let databaseTableName = "customers"
    var id: Int64?
    var email: String
    /// As on the customer's latest order.
    var name: String
    var phone: String?
    /// 128 random bits, hex: the order-history page's link.
    var historyToken: String
    var createdAt: LocalTime

    enum CodingKeys: String, CodingKey {
        case id
        case email
        case name
        case phone
        case historyToken = "history_token"
        case createdAt = "created_at"
    }

    /// The columns, for the query interface.
    enum Columns {
        static let id = Column(CodingKeys.id)
        static let email = Column(CodingKeys.email)
        static let name = Column(CodingKeys.name)
        static let phone = Column(CodingKeys.phone)
        static let historyToken = Column(CodingKeys.historyToken)
        static let createdAt = Column(CodingKeys.createdAt)
    }
}

/// A row of `stock`: a SKU's units left, once the book tracks it (before that the catalogue's value holds).
struct StockRecord: SnakeCaseRecord {
    static let databaseTableName = "stock"
    var sku: String
    /// nil: unlimited (`bistro stock set SKU unlimited`), whatever the catalogue says.
    var quantity: Int?
    /// Content's `stock` when the book started counting (first order, `set`); nil when none or unknown.
    var contentQuantity: Int?
    var updatedAt: LocalTime

    enum CodingKeys: String, CodingKey {
        case sku
        case quantity
        case contentQuantity = "content_quantity"
        case updatedAt = "updated_at"
    }

    /// The columns, for the query interface.
    enum Columns {
        static let sku = Column(CodingKeys.sku)
        static let quantity = Column(CodingKeys.quantity)
        static let contentQuantity = Column(CodingKeys.contentQuantity)
        static let updatedAt = Column(CodingKeys.updatedAt)
    }
}

/// A row of `coupon_redemptions`: the coupon an order used.
struct CouponRedemptionRecord: SnakeCaseRecord {
    static let databaseTableName = "coupon_redemptions"
    var orderId: Int64
    /// Normalized code.
    var code: String
    var customerId: Int64
    var discountCents: Int
    var redeemedAt: LocalTime

    enum CodingKeys: String, CodingKey {
        case orderId = "order_id"
        case code
        case customerId = "customer_id"
        case discountCents = "discount_cents"
        case redeemedAt = "redeemed_at"
    }

    /// The columns, for the query interface.
    enum Columns {
        static let orderId = Column(CodingKeys.orderId)
        static let code = Column(CodingKeys.code)
        static let customerId = Column(CodingKeys.customerId)
        static let discountCents = Column(CodingKeys.discountCents)
        static let redeemedAt = Column(CodingKeys.redeemedAt)
    }
}

/// A row of `status_history`: one status an order entered, when, and staff's reason.
struct StatusChangeRecord: SnakeCaseRecord {
    static let databaseTableName = "status_history"
    var id: Int64?
    var orderId: Int64
    var status: OrderStatus
    var changedAt: LocalTime
    var reason: String?
    /// What a cancellation gave back ("2 × RC-BURG-01 back in stock; coupon WELCOME10 released").
    var returned: String?

    enum CodingKeys: String, CodingKey {
        case id
        case orderId = "order_id"
        case status
        case changedAt = "changed_at"
        case reason
        case returned
    }

    /// The columns, for the query interface.
    enum Columns {
        static let id = Column(CodingKeys.id)
        static let orderId = Column(CodingKeys.orderId)
        static let status = Column(CodingKeys.status)
        static let changedAt = Column(CodingKeys.changedAt)
        static let reason = Column(CodingKeys.reason)
        static let returned = Column(CodingKeys.returned)
    }
}

/// A row of `rejection_reasons`: one code of a rejected file, in the file's order.
struct RejectionReasonRecord: SnakeCaseRecord {
    static let databaseTableName = "rejection_reasons"
    var rejectionId: Int64
    var position: Int
    var code: String

    enum CodingKeys: String, CodingKey {
        case rejectionId = "rejection_id"
        case position
        case code
    }

    /// The columns, for the query interface.
    enum Columns {
        static let rejectionId = Column(CodingKeys.rejectionId)
        static let position = Column(CodingKeys.position)
        static let code = Column(CodingKeys.code)
    }
}
