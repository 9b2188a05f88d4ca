/// What a delivery order is charged for the trip: its zone's fee, waived once the subtotal after discount
/// reaches `freeOver`, and taxed like the food unless `taxesFee` is off.
package struct DeliveryCharge: Hashable, Sendable {
    package var zoneFee: Money
    package var freeOver: Money?
    package var taxesFee: Bool

    package init(zoneFee: Money, freeOver: Money?, taxesFee: Bool) {
        self.zoneFee = zoneFee
        self.freeOver = freeOver
        self.taxesFee = taxesFee
    }

    package init(zone: DeliveryZone, settings: DeliverySettings) {
        self.init(zoneFee: zone.fee, freeOver: settings.freeOver, taxesFee: settings.taxesFee)
    }

    /// The fee for an order whose subtotal after discount is `taxable`.
    package func fee(taxable: Money) -> Money {
        if let freeOver, taxable >= freeOver { return Money.zero(zoneFee.currency) }
        return zoneFee
    }
}
