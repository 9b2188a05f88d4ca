import BistroCore
import GRDB

/// A row of `rejections`: a spool file that was rejected, keyed by its name and content.
public struct RejectionRecord: SnakeCaseRecord, Sendable {
    public static let databaseTableName = "rejections"
    public var id: Int64?
    public var sourceFile: String
    /// sha256 of the bytes, or "size:N" when unread.
    public var contentKey: String
    public var clientOrderId: String?
    public var customerEmail: String?
    public var rejectedAt: LocalTime
    /// The sidecar's "errors" array.
    public var errorsJson: String

    public init(sourceFile: String, contentKey: String, clientOrderId: String?, customerEmail: String?, rejectedAt: LocalTime,
                errorsJson: String) {
        self.sourceFile = sourceFile
        self.contentKey = contentKey
        self.clientOrderId = clientOrderId
        self.customerEmail = customerEmail
        self.rejectedAt = rejectedAt
        self.errorsJson = errorsJson
    }


    public enum CodingKeys: String, CodingKey {
        case id
        case sourceFile = "source_file"
        case contentKey = "content_key"
        case clientOrderId = "client_order_id"
        case customerEmail = "customer_email"
        case rejectedAt = "rejected_at"
        case errorsJson = "errors_json"
    }
}
