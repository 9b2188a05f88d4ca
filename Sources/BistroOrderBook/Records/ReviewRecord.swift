import BistroCore
import GRDB

/// A row of `reviews`: one customer's stars (and comment) for one line of an order they received.
package struct ReviewRecord: SnakeCaseRecord, Sendable, Hashable {
    /// What the owner decided; only approved reviews count and show.
    package enum State: String, Codable, Sendable, DatabaseValueConvertible, CaseIterable {
        case pending
        case approved
        case rejected
    }

    package static let databaseTableName = "reviews"
    package var id: Int64?
    package var orderId: Int64
    package var lineNumber: Int
    package var sku: String
    package var stars: Int
    package var comment: String?
    package var state: State
    package var reply: String?
    package var reviewer: String
    package var reviewedAt: LocalTime

    package init(
        orderId: Int64, lineNumber: Int, sku: String, stars: Int, comment: String?, state: State,
        reviewer: String, reviewedAt: LocalTime
    ) {
        self.orderId = orderId
        self.lineNumber = lineNumber
        self.sku = sku
        self.stars = stars
        self.comment = comment
        self.state = state
        self.reviewer = reviewer
        self.reviewedAt = reviewedAt
    }

    enum CodingKeys: String, CodingKey {
        case id
        case orderId = "order_id"
        case lineNumber = "line_number"
        case sku
        case stars
        case comment
        case state
        case reply
        case reviewer
        case reviewedAt = "reviewed_at"
    }

    /// The columns, for the query interface.
    package enum Columns {
        package static let id = Column(CodingKeys.id)
        package static let orderId = Column(CodingKeys.orderId)
        package static let sku = Column(CodingKeys.sku)
        package static let stars = Column(CodingKeys.stars)
        package static let comment = Column(CodingKeys.comment)
        package static let state = Column(CodingKeys.state)
        package static let reviewedAt = Column(CodingKeys.reviewedAt)
    }
}
