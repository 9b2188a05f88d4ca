import BistroCore

/// Where a validated delivery order goes, its zone, and what its driver will earn of the fee.
package struct DeliveryPlan: Sendable, Hashable {
    package var streetAddress: String
    package var locality: String?
    package var postalCode: String
    package var instructions: String?
    /// From the restaurant to the drop-off; nil when it was placed by its postal code.
    package var distanceMeters: Int?
    package var zone: DeliveryZone
    /// The driver's share of the zone's fee.
    package var driverFee: Money
}
