import BistroCore
import GRDB

/// A row of `scratch_draws`: a customer's daily scratch card and the coupon code it won, if any.
public struct ScratchDrawRecord: SnakeCaseRecord, Sendable, Hashable {
    public static let databaseTableName = "scratch_draws"
    public var id: Int64?
    /// Trimmed, lower-cased.
    public var customerEmail: String
    public var drawDay: CalendarDay
    public var prize: ScratchCard.Prize
    public var percentOff: Int?
    /// Normalized code; nil for nothing.
    public var couponCode: String?
    public var drawnAt: LocalTime
    public var usedOrderId: Int64?

    public init(customerEmail: String, drawDay: CalendarDay, prize: ScratchCard.Prize, percentOff: Int?, couponCode: String?,
                drawnAt: LocalTime) {
        self.customerEmail = customerEmail
        self.drawDay = drawDay
        self.prize = prize
        self.percentOff = percentOff
        self.couponCode = couponCode
        self.drawnAt = drawnAt
    }


    public enum CodingKeys: String, CodingKey {
        case id
        case customerEmail = "customer_email"
        case drawDay = "draw_day"
        case prize
        case percentOff = "percent_off"
        case couponCode = "coupon_code"
        case drawnAt = "drawn_at"
        case usedOrderId = "used_order_id"
    }
}

extension ScratchCard.Prize: DatabaseValueConvertible {}
