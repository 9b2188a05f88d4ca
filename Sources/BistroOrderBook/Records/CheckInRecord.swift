import BistroCore
import GRDB

/// A row of `checkins`: one check-in file and what came of it, keyed by its name and content.
public struct CheckInRecord: SnakeCaseRecord, Sendable {
    public enum Outcome: String, Codable, Sendable, DatabaseValueConvertible {
        case started
        case tooFar = "too_far"
        case alreadyStarted = "already_started"
        case rejected
    }

    public static let databaseTableName = "checkins"
    public var id: Int64?
    /// nil when the check-in named no order of that customer.
    public var orderId: Int64?
    public var sourceFile: String
    public var contentKey: String
    public var email: String?
    public var latitude: Double?
    public var longitude: Double?
    public var distanceMeters: Int?
    public var outcome: Outcome
    public var checkedInAt: LocalTime

    public init(orderId: Int64?, sourceFile: String, contentKey: String, email: String?, latitude: Double?, longitude: Double?,
                distanceMeters: Int?, outcome: Outcome, checkedInAt: LocalTime) {
        self.orderId = orderId
        self.sourceFile = sourceFile
        self.contentKey = contentKey
        self.email = email
        self.latitude = latitude
        self.longitude = longitude
        self.distanceMeters = distanceMeters
        self.outcome = outcome
        self.checkedInAt = checkedInAt
    }


    public enum CodingKeys: String, CodingKey {
        case id
        case orderId = "order_id"
        case sourceFile = "source_file"
        case contentKey = "content_key"
        case email
        case latitude
        case longitude
        case distanceMeters = "distance_meters"
        case outcome
        case checkedInAt = "checked_in_at"
    }
}
