import BistroContent

/// What a file in `incoming/` asks for: an order, or a check-in for an order (an object whose only
/// member is `"checkIn"`).
public enum SpoolFile: Sendable, Hashable {
    case order(OrderRequest)
    case checkIn(CheckInRequest)

    /// Parses either kind. Failures before the kind is known (not UTF-8, malformed JSON, not an object)
    /// are reported as for orders.
    public static func parse(_ bytes: [UInt8]) -> Result<SpoolFile, RejectionList> {
        OrderFileParser.parseRoot(bytes).map { root in
            var reader = ShapeReader()
            if case .object(let members) = root.value, members.contains(where: { $0.key == "checkIn" }) {
                if members.count > 1, let extra = members.first(where: { $0.key != "checkIn" }) {
                    reader.rejections.append(Rejection(.unknownField, "unknown field \"\(ShapeReader.clip(extra.key))\" beside \"checkIn\" (a check-in file holds only \"checkIn\")",
                                                       line: extra.keyLine, column: extra.keyColumn))
                }
                var request = CheckInParser.read(members.first { $0.key == "checkIn" }!.value, reader: &reader)
                request.problems = reader.rejections
                return .checkIn(request)
            }
            var request = reader.readOrder(root)
            request.problems = reader.rejections
            return .order(request)
        }
    }

    /// The order's customer email, or the check-in's, as written.
    var email: String? {
        switch self {
        case .order(let request): request.customerEmail
        case .checkIn(let request): request.email
        }
    }
}
