import BistroCore

/// The owner's report's drivers section (issue 26) for a period, as `ReportQuery.runWithDeliveries` reads it
/// (docs/report.md, "Drivers and deliveries"):
///
/// - per driver, the deliveries they delivered on a day of the period (of orders not cancelled): what they
///   earned (`DriverEarnings.Totals`, the dashboard's figures), what the customers paid for those deliveries,
///   and the median minutes from the order being ready (its first `ready` status) to its delivery;
/// - for the restaurant, the delivery orders placed on a day of the period and not cancelled (an order counts on
///   the day it was placed, as everywhere in the report): how many, the delivery fees they were charged, and how
///   many of them no driver has claimed, or a driver claimed and has not delivered, when the report is made.
///
/// Nothing about the customers: no address, name or instructions; of the drivers, only their names.
package struct DeliveryFigures: Hashable, Sendable {
    /// One driver's deliveries of the period, or every driver's together.
    package struct Line: Hashable, Sendable {
        /// nil on the total line.
        package var driverID: Int64?
        package var name: String
        package var earnings: DriverEarnings.Totals
        /// What the customers paid for these deliveries (zero when the fee was waived).
        package var customerFees: Money
        /// Median minutes from ready to delivered, over the deliveries whose order has a `ready` status; nil
        /// without any.
        package var medianMinutes: Int?

        package init(
            driverID: Int64?, name: String, earnings: DriverEarnings.Totals, customerFees: Money, medianMinutes: Int?
        ) {
            self.driverID = driverID
            self.name = name
            self.earnings = earnings
            self.customerFees = customerFees
            self.medianMinutes = medianMinutes
        }
    }

    /// Drivers who delivered in the period, by name, then id.
    package var drivers: [Line]
    /// Every driver's deliveries of the period together.
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
    static func medianMinutes(_ seconds: [Int]) -> Int? {
        guard !seconds.isEmpty else { return nil }
        let sorted = seconds.sorted()
        let middle = sorted.count / 2
        let median =
            sorted.count.isMultiple(of: 2)
            ? (Double(sorted[middle - 1]) + Double(sorted[middle])) / 2 : Double(sorted[middle])
        return Int((median / 60).rounded())
    }
}
