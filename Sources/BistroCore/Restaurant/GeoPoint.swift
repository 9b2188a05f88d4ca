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
    static let earthRadiusMeters = 6_371_008.8

    /// Great-circle distance in metres by the haversine formula; accurate to well under a metre at the
    /// distances a pickup check-in cares about.
    package func distance(to other: GeoPoint) -> Double {
        let phi1 = latitude * .pi / 180
        let phi2 = other.latitude * .pi / 180
        let deltaPhi = (other.latitude - latitude) * .pi / 180
        let deltaLambda = (other.longitude - longitude) * .pi / 180
        let a =
            sin(deltaPhi / 2) * sin(deltaPhi / 2) + cos(phi1) * cos(phi2) * sin(deltaLambda / 2) * sin(deltaLambda / 2)
        return 2 * GeoPoint.earthRadiusMeters * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}
