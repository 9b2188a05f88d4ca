/// What one `bistro process` run did. Per-file details are kept for at most `detailLimit` rejections so
/// memory stays flat however large the spool; the counts are always complete.
public struct ProcessingSummary: Sendable {
    public struct RejectedFile: Sendable, Hashable {
        public var file: String
        public var orderID: String?
        public var codes: [String]
    }

    public struct AcceptedFile: Sendable, Hashable {
        public var file: String
        public var orderNumber: String
    }

    public static let detailLimit = 1000

    public var accepted = 0
    public var rejected = 0
    public var duplicates = 0
    public var rejectedFiles: [RejectedFile] = []
    public var acceptedFiles: [AcceptedFile] = []
    public var rejectionsByCode: [String: Int] = [:]
    /// Files left in incoming/ (unreadable), each with why.
    public var warnings: [String] = []

    public init() {}

    public var isEmpty: Bool { accepted == 0 && rejected == 0 && duplicates == 0 && warnings.isEmpty }

    mutating func recordAccepted(file: String, orderNumber: String) {
        accepted += 1
        if acceptedFiles.count < Self.detailLimit { acceptedFiles.append(AcceptedFile(file: file, orderNumber: orderNumber)) }
    }

    mutating func recordRejected(file: String, orderID: String?, codes: [String]) {
        rejected += 1
        for code in codes { rejectionsByCode[code, default: 0] += 1 }
        if rejectedFiles.count < Self.detailLimit { rejectedFiles.append(RejectedFile(file: file, orderID: orderID, codes: codes)) }
    }

    /// "Accepted 3, rejected 1 (order-7.json: coupon_expired), duplicates 0".
    public var humanText: String {
        var text = "Accepted \(accepted), rejected \(rejected)"
        if !rejectedFiles.isEmpty {
            let shown = rejectedFiles.prefix(5).map { "\($0.orderID ?? $0.file): \($0.codes.joined(separator: ", "))" }
            text += " (" + shown.joined(separator: "; ") + (rejected > 5 ? "; and \(rejected - 5) more" : "") + ")"
        }
        return text + ", duplicates \(duplicates)"
    }

    public var json: JSONValue {
        .object([
            ("accepted", .int(accepted)),
            ("rejected", .int(rejected)),
            ("duplicates", .int(duplicates)),
            ("orders", .array(acceptedFiles.map { .object([("file", .string($0.file)), ("orderNumber", .string($0.orderNumber))]) })),
            ("rejections", .array(rejectedFiles.map {
                .object([("file", .string($0.file)), ("orderId", .optional($0.orderID)), ("codes", .array($0.codes.map(JSONValue.string)))])
            })),
            ("rejectionsByCode", .object(rejectionsByCode.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })),
            ("detailsTruncated", .bool(accepted > acceptedFiles.count || rejected > rejectedFiles.count)),
            ("warnings", .array(warnings.map(JSONValue.string))),
        ])
    }
}
