/// One zone of `delivery.zones`: a ring around the restaurant or a list of postal-code prefixes, with the
/// fee it charges and the smallest order it takes.
package struct DeliveryZone: Hashable, Sendable {
    package enum Area: Hashable, Sendable {
        /// Drop-offs up to this many metres from `location` (`upToKm` × 1000), beyond the rings before it.
        case ring(upToMeters: Int)
        /// Postal codes starting with one of these normalised prefixes ("M5V").
        case postalCodes([String])
    }

    package var area: Area
    package var fee: Money
    /// The subtotal after discount must reach this.
    package var minimum: Money

    package init(area: Area, fee: Money, minimum: Money) {
        self.area = area
        self.fee = fee
        self.minimum = minimum
    }

    /// How staff and drivers name the zone: "up to 3 km", "M5V, M5H".
    package var label: String {
        switch area {
        case .ring(let meters): "up to \(DeliveryDistance.kilometresText(meters)) km"
        case .postalCodes(let prefixes): prefixes.joined(separator: ", ")
        }
    }
}
