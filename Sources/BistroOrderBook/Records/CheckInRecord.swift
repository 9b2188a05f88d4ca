import BistroCore
import GRDB

/// A row of `checkins`: one check-in file and what came of it, keyed by its name and content. The
/// customer's position is never kept, only the distance (migration `v11-checkins-without-position`).
package struct CheckInRecord: SnakeCaseRecord, Sendable {
    package enum Outcome: String, Codable, Sendable, DatabaseValueConvertible {
        case started
        case tooFar = "too_far"
        case alreadyStarted = "already_started"
        case rejected
    }

    package static let databaseTableName = "checkins"
    package var id: Int64?
    /// nil when the check-in named no order of that customer.
    package var orderId: Int64?
    package var sourceFile: String
    package var contentKey: String
    package var email: String?
    package var distanceMeters: Int?
    package var outcome: Outcome
    package var checkedInAt: LocalTime

    package init(
        orderId: Int64?, sourceFile: String, contentKey: String, email: String?, distanceMeters: Int?,
        outcome: Outcome, checkedInAt: LocalTime
    ) {
        self.orderId = orderId
        self.sourceFile = sourceFile
        self.contentKey = contentKey
        self.email = email
        self.distanceMeters = distanceMeters
        self.outcome = outcome
        self.checkedInAt = checkedInAt
    }

    enum CodingKeys: String, CodingKey {
        case id
        case orderId = "order_id"
        case sourceFile = "source_file"
        case contentKey = "content_key"
        case email
        case distanceMeters = "distance_meters"
        case outcome
        case checkedInAt = "checked_in_at"
    }

    /// The columns, for the query interface.
    package enum Columns {
        package static let id = Column(CodingKeys.id)
        package static let orderId = Column(CodingKeys.orderId)
        package static let sourceFile = Column(CodingKeys.sourceFile)
        package static let contentKey = Column(CodingKeys.contentKey)
        package static let email = Column(CodingKeys.email)
        package static let distanceMeters = Column(CodingKeys.distanceMeters)
        package static let outcome = Column(CodingKeys.outcome)
        package static let checkedInAt = Column(CodingKeys.checkedInAt)
    }
}
