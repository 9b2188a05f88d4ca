import BistroCore
import BistroOrderBook
import Foundation

extension OrderIntake {
    /// Marks ready every order whose preparation is due (`ready_due_at` ≤ `now`): the status change is
    /// recorded at the due time, not at the time of the run, and the "ready" message is queued with it,
    /// in one transaction. Returns the order numbers, in order.
    package func markDueOrdersReady(now: Timestamp, timeZone: TimeZone) throws(OrderStoreError) -> [String] {
        let composer = self.composer
        return try store.write { book in
            var numbers: [String] = []
            for order in try book.preparingOrders(dueBy: now) {
                guard let due = order.readyDueAt?.timestamp, due <= now else { continue }
                let time = LocalTime(due, in: timeZone)
                try book.record(status: .ready, of: order, at: time)
                // A dine-in order is brought to its table, a delivery order to its customer: no "come and get it".
                if let composer, order.table == nil, !order.isDelivery {
                    try book.enqueue(composer.ready(order), about: order, at: time, domain: composer.domain)
                }
                numbers.append(order.orderNumber)
            }
            return numbers
        }
    }
}
