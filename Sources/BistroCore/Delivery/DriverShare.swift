/// What a driver earns for a delivery: `driverShare` percent of the zone's fee (rounded half away from
/// zero; the zone's fee even when the customer's was waived past `freeOver`: the restaurant pays the trip),
/// plus the order's tip, whole.
package enum DriverShare {
    /// nil when the figure does not fit in an `Int` (no zone fee the content accepts comes near).
    package static func feeShare(zoneFee: Money, percent: Int) -> Money? {
        roundedMultiplyDivide(zoneFee.minorUnits, percent, 100).map {
            Money(minorUnits: $0, currency: zoneFee.currency)
        }
    }
}
