/// restaurant.json `delivery`: where the restaurant brings orders, for what fee, and what its drivers earn
/// (docs/delivery.md). Absent: pickup only.
package struct DeliverySettings: Hashable, Sendable {
    /// Whether an order that names no `fulfilment` is for delivery (the order page offers it first).
    package var isDefault = false
    /// In the order written: rings (`upToKm`) by growing distance, and postal-code zones.
    package var zones: [DeliveryZone]
    /// A delivery is wanted at least this long after the order (0–1440, default 35).
    package var leadMinutes = 35
    /// The percent of a delivery's zone fee its driver earns (0–100, default 80); tips go to the driver whole.
    package var driverSharePercent = 80
    /// An order whose subtotal after discount reaches this pays no delivery fee; nil: never free.
    package var freeOver: Money?
    /// Whether the fee is taxed like the food (`taxDeliveryFee`, default true).
    package var taxesFee = true

    package init(zones: [DeliveryZone]) { self.zones = zones }

    /// The zone of a drop-off: a postal-code zone whose prefix starts the postal code (the longest such
    /// prefix; postal-code zones win over rings), else the first ring the distance is within (a distance
    /// exactly on a ring's edge is inside it). nil: outside every zone, or no position and no postal zone.
    package func zone(postalCode: String?, distanceMeters: Int?) -> DeliveryZone? {
        if let code = postalCode.map(PostalCode.normalized), !code.isEmpty {
            var best: (zone: DeliveryZone, length: Int)?
            for zone in zones {
                guard case .postalCodes(let prefixes) = zone.area else { continue }
                for prefix in prefixes where code.hasPrefix(prefix) && prefix.count > (best?.length ?? 0) {
                    best = (zone, prefix.count)
                }
            }
            if let best { return best.zone }
        }
        guard let distanceMeters else { return nil }
        for zone in zones {
            if case .ring(let upTo) = zone.area, distanceMeters <= upTo { return zone }
        }
        return nil
    }

    /// The farthest ring's edge in metres, nil without rings ("we deliver up to 6 km").
    package var farthestRingMeters: Int? {
        zones.compactMap { if case .ring(let meters) = $0.area { meters } else { nil } }.max()
    }
}
