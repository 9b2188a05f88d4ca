import BistroCore
import BistroJSON

/// Reads the `checkIn` object of a spool file. Missing or malformed coordinates, a missing order
/// reference and unknown fields are problems with stable codes; the order itself is looked up later.
/// The messages about coordinates never repeat the values (a position is not kept, not even in a reason).
enum CheckInParser {
    static let keys = ["orderNumber", "orderId", "email", "latitude", "longitude", "distanceMeters", "at"]
    /// Half the Earth's circumference: no two points are farther apart.
    static let maximumDistanceMeters = 20_016_000

    static func read(_ node: JSONNode, reader: ShapeReader) -> CheckInRequest {
        var request = CheckInRequest()
        request.position = ShapeReader.position(node)
        guard let checkIn = reader.object(node, "\"checkIn\"", knownKeys: keys) else { return request }
        request.orderNumber = checkIn.string("orderNumber", limits: .singleLine(maxLength: 64))?.trimmed.nilIfEmpty
        request.orderID = checkIn.string("orderId", limits: .singleLine(maxLength: 200)).flatMap {
            $0.isEmpty ? nil : $0
        }
        if request.orderNumber == nil, request.orderID == nil {
            reader.reject(
                .checkInMissingOrder, "a check-in names its order with \"orderNumber\" or \"orderId\"", at: node)
        }
        request.email = checkIn.string("email", limits: .singleLine(maxLength: 254))
        request.place = place(in: checkIn, reader: reader)
        request.at = checkIn.string("at", limits: .singleLine(maxLength: 64))
        return request
    }

    /// The position (`latitude` and `longitude`) or the measured `distanceMeters`, exactly one of them;
    /// every problem with them is `invalid_coordinates`.
    private static func place(in checkIn: JSONObjectReader, reader: ShapeReader) -> CheckInPlace? {
        if let node = checkIn.value("distanceMeters") {
            if checkIn.value("latitude") != nil || checkIn.value("longitude") != nil {
                let message = "a check-in gives \"latitude\" and \"longitude\" or \"distanceMeters\", not both"
                reader.reject(.invalidCoordinates, message, at: node)
                return nil
            }
            guard case .number(let text) = node.value, let meters = Int(text),
                (0...maximumDistanceMeters).contains(meters)
            else {
                let message = "\"distanceMeters\" must be a whole number of metres from 0 to \(maximumDistanceMeters)"
                reader.reject(.invalidCoordinates, message, at: node)
                return nil
            }
            return .distance(meters: meters)
        }
        let latitude = coordinate("latitude", limit: 90, in: checkIn, reader: reader)
        let longitude = coordinate("longitude", limit: 180, in: checkIn, reader: reader)
        guard let latitude, let longitude else { return nil }
        return .position(GeoPoint(latitude: latitude, longitude: longitude))
    }

    /// A coordinate of the check-in (`ShapeReader.coordinate`); a missing one is `invalid_coordinates` too.
    private static func coordinate(
        _ key: String, limit: Double, in checkIn: JSONObjectReader,
        reader: ShapeReader
    ) -> Double? {
        guard checkIn.value(key) != nil else {
            reader.reject(.invalidCoordinates, .missingKey(key, in: checkIn.context, at: checkIn.node))
            return nil
        }
        return reader.coordinate(key, limit: limit, in: checkIn)
    }
}
