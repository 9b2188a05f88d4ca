import BistroOrderBook
import BistroReport

extension DriversSection {
    /// The order book's figures as the report's renderers take them: BistroReport reads no order book, and the
    /// section is not on `OwnerReport` (BistroCore) yet.
    init(_ figures: DeliveryFigures) {
        func line(_ line: DeliveryFigures.Line) -> Line {
            Line(
                driverID: line.driverID, name: line.name, deliveries: line.earnings.deliveries,
                customerFees: line.customerFees, feeShare: line.earnings.feeShare, tips: line.earnings.tips,
                earnings: line.earnings.net, medianMinutes: line.medianMinutes)
        }
        self.init(
            drivers: figures.drivers.map(line), total: line(figures.total), deliveryOrders: figures.deliveryOrders,
            feesCharged: figures.feesCharged, unclaimed: figures.unclaimed, undelivered: figures.undelivered)
    }
}
