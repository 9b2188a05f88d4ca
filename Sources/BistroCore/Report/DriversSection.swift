/// The owner's report's drivers section (issue 26), as `ReportQuery.runWithDeliveries` reads it from the order
/// book and the renderers write it. docs/report.md, "Drivers and deliveries", defines every figure:
///
/// - per driver, the deliveries they delivered on a day of the period (of orders not cancelled): what they
///   earned (the dashboard's figures, `DriverEarnings`), what the customers paid for those deliveries, and the
///   median minutes from the order being ready (its first `ready` status) to its delivery;
/// - for the restaurant, the delivery orders placed on a day of the period and not cancelled: how many, the
///   delivery fees they were charged, and how many of them no driver has claimed, or a driver claimed and has
///   not delivered, when the report is made.
///
/// Nothing about customers; of the drivers, only their names.
package struct DriversSection: Hashable, Sendable {
    /// One driver's deliveries of the period, or every driver's together.
    package struct Line: Hashable, Sendable {
        /// nil on the total line.
        package var driverID: Int64?
        package var name: String
        package var deliveries: Int
        /// What the customers paid for these deliveries.
        package var customerFees: Money
        /// The driver's shares of the zones' fees.
        package var feeShare: Money
        package var tips: Money
        /// Fee share + tips.
        package var earnings: Money
        /// Median minutes from the order being ready to its delivery; nil without any.
        package var medianMinutes: Int?

        package init(
            driverID: Int64?, name: String, deliveries: Int, customerFees: Money, feeShare: Money, tips: Money,
            earnings: Money, medianMinutes: Int?
        ) {
            self.driverID = driverID
            self.name = name
            self.deliveries = deliveries
            self.customerFees = customerFees
            self.feeShare = feeShare
            self.tips = tips
            self.earnings = earnings
            self.medianMinutes = medianMinutes
        }
    }

    /// Drivers who delivered in the period, by name.
    package var drivers: [Line]
    package var total: Line
    /// Delivery orders placed in the period, not cancelled.
    package var deliveryOrders: Int
    /// The delivery fees those orders were charged.
    package var feesCharged: Money
    /// Of those, the ones no driver has claimed.
    package var unclaimed: Int
    /// Of those, the ones a driver claimed and has not delivered.
    package var undelivered: Int

    package init(
        drivers: [Line], total: Line, deliveryOrders: Int, feesCharged: Money, unclaimed: Int, undelivered: Int
    ) {
        self.drivers = drivers
        self.total = total
        self.deliveryOrders = deliveryOrders
        self.feesCharged = feesCharged
        self.unclaimed = unclaimed
        self.undelivered = undelivered
    }

    /// The median of `seconds` in whole minutes (halves away from zero); the mean of the two middle values for
    /// an even count. nil for none.
    package static func medianMinutes(_ seconds: [Int]) -> Int? {
        guard !seconds.isEmpty else { return nil }
        let sorted = seconds.sorted()
        let middle = sorted.count / 2
        let median =
            sorted.count.isMultiple(of: 2)
            ? (Double(sorted[middle - 1]) + Double(sorted[middle])) / 2 : Double(sorted[middle])
        return Int((median / 60).rounded())
    }
}
