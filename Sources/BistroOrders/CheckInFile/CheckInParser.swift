import BistroJSON

/// Reads the `checkIn` object of a spool file. Missing or malformed coordinates, a missing order
/// reference and unknown fields are problems with stable codes; the order itself is looked up later.
enum CheckInParser {
    static let keys = ["orderId", "orderNumber", "email", "latitude", "longitude", "at"]

    static func read(_ node: JSONNode, reader: ShapeReader) -> CheckInRequest {
        var request = CheckInRequest()
        request.position = ShapeReader.position(node)
        guard let checkIn = reader.object(node, "\"checkIn\"", knownKeys: keys) else { return request }
        request.orderNumber = checkIn.string("orderNumber", limits: .singleLine(maxLength: 64))?.trimmed.nilIfEmpty
        request.orderID = checkIn.string("orderId", limits: .singleLine(maxLength: 200)).flatMap { $0.isEmpty ? nil : $0 }
        if request.orderNumber == nil, request.orderID == nil {
            reader.reject(.checkInMissingOrder, "a check-in names its order with \"orderNumber\" or \"orderId\"", at: node)
        }
        request.email = checkIn.string("email", limits: .singleLine(maxLength: 254))
        request.latitude = coordinate("latitude", limit: 90, in: checkIn, reader: reader)
        request.longitude = coordinate("longitude", limit: 180, in: checkIn, reader: reader)
        request.at = checkIn.string("at", limits: .singleLine(maxLength: 64))
        return request
    }

    /// A JSON number within ±limit degrees; every problem with it, missing included, is `invalid_coordinates`.
    private static func coordinate(_ key: String, limit: Double, in checkIn: JSONObjectReader, reader: ShapeReader) -> Double? {
        guard let node = checkIn.value(key) else {
            reader.reject(.invalidCoordinates, .missingKey(key, in: checkIn.context, at: checkIn.node))
            return nil
        }
        do {
            return try node.double(named: key, in: -limit...limit)
        } catch {
            reader.reject(.invalidCoordinates, error)
            return nil
        }
    }
}
