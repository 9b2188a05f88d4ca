import BistroCore

extension CSVReportRenderer {
    /// The drivers section's rows: `delivery` (the period's delivery orders, fees charged, unclaimed,
    /// undelivered), `drivers` (per driver, keyed by name with the driver's id as detail) and `driver_totals`.
    func driverRows(_ section: DriversSection) -> [[String]] {
        var rows: [[String]] = [
            ["delivery", "", "", "orders", "\(section.deliveryOrders)"],
            ["delivery", "", "", "fees_charged", section.feesCharged.decimalString],
            ["delivery", "", "", "unclaimed", "\(section.unclaimed)"],
            ["delivery", "", "", "undelivered", "\(section.undelivered)"],
        ]
        func figures(_ line: DriversSection.Line) -> [(String, String)] {
            [
                ("deliveries", "\(line.deliveries)"), ("customer_fees", line.customerFees.decimalString),
                ("fee_share", line.feeShare.decimalString), ("tips", line.tips.decimalString),
                ("earnings", line.earnings.decimalString),
                ("median_ready_to_delivered_minutes", line.medianMinutes.map(String.init) ?? ""),
            ]
        }
        for line in section.drivers {
            let id = line.driverID.map(String.init) ?? ""
            rows += figures(line).map { ["drivers", line.name, id, $0.0, $0.1] }
        }
        rows += figures(section.total).map { ["driver_totals", "", "", $0.0, $0.1] }
        return rows
    }
}
