import BistroCore

/// How the report's renderers word the drivers section.
extension DriversSection {
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
