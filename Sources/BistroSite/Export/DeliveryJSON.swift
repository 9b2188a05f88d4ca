import BistroCore
import BistroJSON

/// `order-data.json`'s `delivery`: what the order page needs to place a drop-off in the zone the processor
/// will (`DeliverySettings.zone`) and to price it as `PricingRules` does, and nothing else: the drivers'
/// share stays with the restaurant. null without restaurant.json's `delivery` (pickup only).
///
/// ```json
/// {"default": false, "leadMinutes": 35, "freeOverCents": 6000 | null, "taxDeliveryFee": true,
///  "location": {"latitude": 43.6532, "longitude": -79.3832} | null,
///  "zones": [{"upToMeters": 3000, "feeCents": 399, "minimumCents": 1500, "label": "up to 3 km"},
///            {"postalCodes": ["M5V", "M5H"], "feeCents": 299, "minimumCents": 1000, "label": "M5V, M5H"}]}
/// ```
///
/// Zones keep restaurant.json's order (the first ring a distance is within wins); prefixes are normalised
/// as the processor compares them (`PostalCode.normalized`); `location` is the restaurant's, which its
/// pages publish anyway (schema.org `geo`).
enum DeliveryJSON {
    static func orderData(_ restaurant: Restaurant) -> JSONValue {
        guard let settings = restaurant.delivery else { return .null }
        let zones: [JSONValue] = settings.zones.map { zone in
            var members: [(String, JSONValue)]
            switch zone.area {
            case .ring(let meters): members = [("upToMeters", .int(meters))]
            case .postalCodes(let prefixes): members = [("postalCodes", .array(prefixes.map(JSONValue.string)))]
            }
            members += [
                ("feeCents", .int(zone.fee.minorUnits)), ("minimumCents", .int(zone.minimum.minorUnits)),
                ("label", .string(zone.label)),
            ]
            return .object(members)
        }
        let location: JSONValue =
            restaurant.location.map { point in
                .object([("latitude", .double(point.latitude)), ("longitude", .double(point.longitude))])
            } ?? .null
        return .object([
            ("default", .bool(settings.isDefault)),
            ("leadMinutes", .int(settings.leadMinutes)),
            ("freeOverCents", .optional(settings.freeOver?.minorUnits)),
            ("taxDeliveryFee", .bool(settings.taxesFee)),
            ("location", location),
            ("zones", .array(zones)),
        ])
    }
}
