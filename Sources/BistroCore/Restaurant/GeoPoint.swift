import Foundation

/// A point on Earth in decimal degrees (WGS 84).
package struct GeoPoint: Hashable, Sendable {
    package var latitude: Double
    package var longitude: Double

    package init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Mean Earth radius in metres (IUGG), the usual constant for the haversine formula.
    package static let earthRadiusMeters = 6_371_008.8

    /// Great-circle distance in metres by the haversine formula; accurate to well under a metre at the
    /// distances a pickup check-in cares about.
    package func distance(to other: GeoPoint) -> Double {
        let φ1 = latitude * .pi / 180
        let φ2 = other.latitude * .pi / 180
        let Δφ = (other.latitude - latitude) * .pi / 180
        let Δλ = (other.longitude - longitude) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * GeoPoint.earthRadiusMeters * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}
