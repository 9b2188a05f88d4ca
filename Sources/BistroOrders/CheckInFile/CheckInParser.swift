import BistroContent
import BistroJSON

/// Reads the `checkIn` object of a spool file. Missing or malformed coordinates, a missing order
/// reference and unknown fields are problems with stable codes; the order itself is looked up later.
enum CheckInParser {
    static let keys: Set<String> = ["orderId", "orderNumber", "email", "latitude", "longitude", "at"]

    static func read(_ node: JSONNode, reader: inout ShapeReader) -> CheckInRequest {
        var request = CheckInRequest()
        request.position = ShapeReader.position(node)
        guard let fields = reader.members(node, "\"checkIn\"", known: keys) else { return request }
        request.orderNumber = reader.string(fields["orderNumber"], "\"orderNumber\"", maxLength: 64)?.trimmed.nilIfEmpty
        request.orderID = reader.string(fields["orderId"], "\"orderId\"", maxLength: 200).flatMap { $0.isEmpty ? nil : $0 }
        if request.orderNumber == nil, request.orderID == nil {
            reader.reject(.checkInMissingOrder, "a check-in names its order with \"orderNumber\" or \"orderId\"", at: node)
        }
        request.email = reader.string(fields["email"], "the email", maxLength: 254)
        request.latitude = coordinate(fields["latitude"], "latitude", limit: 90, parent: node, reader: &reader)
        request.longitude = coordinate(fields["longitude"], "longitude", limit: 180, parent: node, reader: &reader)
        request.at = reader.string(fields["at"], "\"at\"", maxLength: 64)
        return request
    }

    /// A JSON number within ±limit degrees.
    private static func coordinate(_ node: JSONNode?, _ name: String, limit: Double, parent: JSONNode, reader: inout ShapeReader) -> Double? {
        guard let node, node.value != .null else {
            reader.reject(.invalidCoordinates, "the check-in has no \"\(name)\"", at: parent)
            return nil
        }
        guard case .number(let text) = node.value, let value = Double(text), value.isFinite, abs(value) <= limit else {
            let found = if case .number(let text) = node.value { ShapeReader.clip(text) } else { node.kindDescription }
            reader.reject(.invalidCoordinates, "\"\(name)\" must be a number of degrees from -\(Int(limit)) to \(Int(limit)), found \(found)", at: node)
            return nil
        }
        return value
    }
}
