import BistroCore
import GRDB

/// A row of `drivers`: someone who brings deliveries, and the key to their dashboard.
package struct DriverRecord: SnakeCaseRecord, Sendable, Hashable {
    package static let databaseTableName = "drivers"
    package var id: Int64?
    package var name: String
    /// Trimmed, lower-cased.
    package var email: String
    package var phone: String?
    /// 128 random bits, hex: `/drivers/TOKEN/`, the dashboard's only key.
    package var token: String
    package var addedAt: LocalTime
    /// Set by `bistro drivers remove`: the link is refused from then on.
    package var removedAt: LocalTime?

    package init(name: String, email: String, phone: String?, token: String, addedAt: LocalTime) {
        self.name = name
        self.email = email
        self.phone = phone
        self.token = token
        self.addedAt = addedAt
    }

    enum CodingKeys: String, CodingKey {
        case id, name, email, phone, token
        case addedAt = "added_at"
        case removedAt = "removed_at"
    }

    /// The columns, for the query interface.
    package enum Columns {
        package static let id = Column(CodingKeys.id)
        package static let email = Column(CodingKeys.email)
        package static let token = Column(CodingKeys.token)
        package static let removedAt = Column(CodingKeys.removedAt)
    }
}
