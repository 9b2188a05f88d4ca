import BistroCore

/// The owner's report's drivers section (issue 26) as the renderers take it: the order book's `DeliveryFigures`,
/// which `bistro report` hands over (BistroReport reads no order book). docs/report.md, "Drivers and
/// deliveries", defines every figure: drivers by the day they delivered, the restaurant's delivery orders by the
/// day they were placed. Nothing about customers; of the drivers, only their names.
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

    /// "5 delivery orders, charged $14.95 in delivery fees; 1 not claimed by a driver, 1 claimed and not
    /// delivered yet": the same sentence in text and HTML.
    func summary(_ money: MoneyFormatter) -> String {
        "\(Counted(deliveryOrders, "delivery order")), charged \(money.format(feesCharged)) in delivery fees; "
            + "\(unclaimed) not claimed by a driver, \(undelivered) claimed and not delivered yet"
    }

    static let driversTitle = "Drivers (deliveries delivered in the period)"
    static let headers = ["Driver", "Deliveries", "Fees paid", "Share", "Tips", "Earnings", "Ready to delivered"]

    /// A line's cells under `headers`.
    func cells(_ line: Line, _ money: MoneyFormatter) -> [String] {
        [
            line.name, "\(line.deliveries)", money.format(line.customerFees), money.format(line.feeShare),
            money.format(line.tips), money.format(line.earnings), line.medianMinutes.map { "\($0) min" } ?? "-",
        ]
    }
}
