import BistroCore

extension OrderBatch {
    /// When an order that starts at once is due ready: its preparation from now; for a delivery wanted later,
    /// the wanted time less the trip (`delivery.leadMinutes` less the preparation), if that is later.
    func readyTime(of order: ValidatedOrder, preparationMinutes minutes: Int) -> LocalTime {
        let now = context.now
        let soonest = LocalTime(now.timestamp.adding(seconds: minutes * 60), in: context.timeZone)
        guard order.delivery != nil, let wanted = order.pickupAt, let settings = context.restaurant.delivery else {
            return soonest
        }
        let trip = max(0, settings.leadMinutes - minutes)
        let readyBy = LocalTime(wanted.timestamp.adding(seconds: -trip * 60), in: context.timeZone)
        return readyBy.timestamp > soonest.timestamp ? readyBy : soonest
    }
}
