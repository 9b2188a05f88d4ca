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
}

/// A row of `stock`: a SKU's units left, once the book tracks it (before that the catalogue's value holds).
struct StockRecord: SnakeCaseRecord {
    static let databaseTableName = "stock"
    var sku: String
    var quantity: Int
    var updatedAt: LocalTime
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
}

/// A row of `status_history`: one status an order entered, when, and staff's reason.
struct StatusChangeRecord: SnakeCaseRecord {
    static let databaseTableName = "status_history"
    var id: Int64?
    var orderId: Int64
    var status: OrderStatus
    var changedAt: LocalTime
    var reason: String?
}

/// A row of `rejection_reasons`: one code of a rejected file, in the file's order.
struct RejectionReasonRecord: SnakeCaseRecord {
    static let databaseTableName = "rejection_reasons"
    var rejectionId: Int64
    var position: Int
    var code: String
}
