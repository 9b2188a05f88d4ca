import BistroCore
import BistroJSON

extension JSONReportRenderer {
    /// The drivers section: the period's delivery orders (`orders`, `feesCharged`, `unclaimed`, `undelivered`),
    /// each driver's line (`id`, `name` and the figures) and the `total` line; money as decimal strings, the
    /// median minutes from ready to delivered null without any.
    func deliveryObject(_ section: DriversSection) -> JSONValue {
        func figures(_ line: DriversSection.Line) -> [(String, JSONValue)] {
            [
                ("deliveries", .int(line.deliveries)), ("customerFees", .string(line.customerFees.decimalString)),
                ("feeShare", .string(line.feeShare.decimalString)), ("tips", .string(line.tips.decimalString)),
                ("earnings", .string(line.earnings.decimalString)),
                ("medianReadyToDeliveredMinutes", .optional(line.medianMinutes)),
            ]
        }
        return [
            "orders": .int(section.deliveryOrders), "feesCharged": .string(section.feesCharged.decimalString),
            "unclaimed": .int(section.unclaimed), "undelivered": .int(section.undelivered),
            "drivers": .array(
                section.drivers.map { line in
                    .object(
                        [("id", .optional(line.driverID.map { Int($0) })), ("name", .string(line.name))]
                            + figures(line))
                }),
            "total": .object(figures(section.total)),
        ]
    }
}
