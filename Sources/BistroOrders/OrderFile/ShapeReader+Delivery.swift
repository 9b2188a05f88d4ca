import BistroCore
import BistroJSON

/// An order's `delivery` object (docs/delivery.md): `address` {streetAddress, locality, postalCode},
/// `latitude` and `longitude` (both or neither), `instructions`.
extension ShapeReader {
    static let deliveryKeys = ["address", "latitude", "longitude", "instructions"]
    static let addressKeys = ["streetAddress", "locality", "postalCode"]

    func readDelivery(_ order: JSONObjectReader, into request: inout OrderRequest) {
        guard let node = order.value("delivery") else { return }
        var delivery = DeliveryRequest(objectPosition: Self.position(node))
        defer { request.delivery = delivery }
        guard let fields = order.object("delivery", knownKeys: Self.deliveryKeys) else { return }
        if let addressNode = fields.value("address") {
            delivery.addressPosition = Self.position(addressNode)
            if let address = fields.object("address", knownKeys: Self.addressKeys) {
                delivery.streetAddress = address.string("streetAddress", limits: .singleLine(maxLength: 200))
                delivery.locality = address.string("locality", limits: .singleLine(maxLength: 100))
                delivery.postalCode = address.string("postalCode", limits: .singleLine(maxLength: 16))
            }
        }
        delivery.instructions = fields.string("instructions", limits: .multiline(maxLength: 500))
        let latitude = coordinate("latitude", limit: 90, in: fields)
        let longitude = coordinate("longitude", limit: 180, in: fields)
        switch (fields.value("latitude"), fields.value("longitude")) {
        case (nil, nil): break
        case (.some, nil), (nil, .some):
            reject(.invalidCoordinates, "a drop-off position gives both \"latitude\" and \"longitude\"", at: node)
        case (.some, .some):
            if let latitude, let longitude { delivery.position = GeoPoint(latitude: latitude, longitude: longitude) }
        }
    }

    /// The JSON number `key` within ±limit degrees; nil when absent, or (and `invalid_coordinates`, without
    /// repeating the value: a position is not kept, not even in a reason) when it is anything else. A
    /// check-in's coordinates and a delivery's drop-off are read by it.
    func coordinate(_ key: String, limit: Double, in fields: JSONObjectReader) -> Double? {
        guard let node = fields.value(key) else { return nil }
        guard case .number(let text) = node.value, let number = Double(text), number.isFinite,
            (-limit...limit).contains(number)
        else {
            let bounds = "from \(Int(-limit)) to \(Int(limit))"
            reject(.invalidCoordinates, "\"\(key)\" must be a number \(bounds) (decimal degrees)", at: node)
            return nil
        }
        return number
    }
}
