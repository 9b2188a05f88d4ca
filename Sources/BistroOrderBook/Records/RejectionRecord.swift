import BistroCore
import GRDB

/// A row of `rejections`: a spool file that was rejected, keyed by its name and content.
package struct RejectionRecord: SnakeCaseRecord, Sendable {
    package static let databaseTableName = "rejections"
    package var id: Int64?
    package var sourceFile: String
    /// sha256 of the bytes, or "size:N" when unread.
    package var contentKey: String
    package var clientOrderId: String?
    package var customerEmail: String?
    package var rejectedAt: LocalTime
    /// The sidecar's "errors" array.
    package var errorsJson: String

    package init(
        sourceFile: String, contentKey: String, clientOrderId: String?, customerEmail: String?, rejectedAt: LocalTime,
        errorsJson: String
    ) {
        self.sourceFile = sourceFile
        self.contentKey = contentKey
        self.clientOrderId = clientOrderId
        self.customerEmail = customerEmail
        self.rejectedAt = rejectedAt
        self.errorsJson = errorsJson
    }

    enum CodingKeys: String, CodingKey {
        case id
        case sourceFile = "source_file"
        case contentKey = "content_key"
        case clientOrderId = "client_order_id"
        case customerEmail = "customer_email"
        case rejectedAt = "rejected_at"
        case errorsJson = "errors_json"
    }

    /// The columns, for the query interface.
    package enum Columns {
        package static let id = Column(CodingKeys.id)
        package static let sourceFile = Column(CodingKeys.sourceFile)
        package static let contentKey = Column(CodingKeys.contentKey)
        package static let clientOrderId = Column(CodingKeys.clientOrderId)
        package static let customerEmail = Column(CodingKeys.customerEmail)
        package static let rejectedAt = Column(CodingKeys.rejectedAt)
        package static let errorsJson = Column(CodingKeys.errorsJson)
    }
}
