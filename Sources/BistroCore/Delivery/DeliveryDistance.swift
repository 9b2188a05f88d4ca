/// Distances of drop-offs, in whole metres: the great-circle distance rounded to the nearest metre, so the
/// order page (pricing.js `distanceMeters`) and the processor put a drop-off in the same ring.
package enum DeliveryDistance {
    /// nil for a position that is not one (NaN, infinite, beyond ±90° / ±180°).
    package static func meters(from origin: GeoPoint, to point: GeoPoint) -> Int? {
        guard point.latitude.isFinite, point.longitude.isFinite, abs(point.latitude) <= 90,
            abs(point.longitude) <= 180
        else { return nil }
        let distance = origin.distance(to: point)
        guard distance.isFinite else { return nil }
        return Int(distance.rounded(.toNearestOrAwayFromZero))
    }

    /// 3000 → "3", 2450 → "2.5", 950 → "1" … the distance in kilometres with at most one decimal.
    package static func kilometresText(_ meters: Int) -> String {
        let tenths = (meters + 50) / 100
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
