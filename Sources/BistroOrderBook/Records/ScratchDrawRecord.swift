import BistroCore
import GRDB

/// A row of `scratch_draws`: a customer's daily scratch card and the coupon code it won, if any.
package struct ScratchDrawRecord: SnakeCaseRecord, Sendable, Hashable {
    package static let databaseTableName = "scratch_draws"
    package var id: Int64?
    /// Trimmed, lower-cased.
    package var customerEmail: String
    package var drawDay: CalendarDay
    package var prize: ScratchCard.Prize
    package var percentOff: Int?
    /// Normalized code; nil for nothing.
    package var couponCode: String?
    package var drawnAt: LocalTime
    package var usedOrderId: Int64?

    package init(
        customerEmail: String, drawDay: CalendarDay, prize: ScratchCard.Prize, percentOff: Int?, couponCode: String?,
        drawnAt: LocalTime
    ) {
        self.customerEmail = customerEmail
        self.drawDay = drawDay
        self.prize = prize
        self.percentOff = percentOff
        self.couponCode = couponCode
        self.drawnAt = drawnAt
    }

    enum CodingKeys: String, CodingKey {
        case id
        case customerEmail = "customer_email"
        case drawDay = "draw_day"
        case prize
        case percentOff = "percent_off"
        case couponCode = "coupon_code"
        case drawnAt = "drawn_at"
        case usedOrderId = "used_order_id"
    }

    /// The columns, for the query interface.
    package enum Columns {
        package static let id = Column(CodingKeys.id)
        package static let customerEmail = Column(CodingKeys.customerEmail)
        package static let drawDay = Column(CodingKeys.drawDay)
        package static let prize = Column(CodingKeys.prize)
        package static let percentOff = Column(CodingKeys.percentOff)
        package static let couponCode = Column(CodingKeys.couponCode)
        package static let drawnAt = Column(CodingKeys.drawnAt)
        package static let usedOrderId = Column(CodingKeys.usedOrderId)
    }
}

extension ScratchCard.Prize: DatabaseValueConvertible {}
