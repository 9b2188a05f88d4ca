import BistroCore
import Foundation
import GRDB

extension OrderStore {
    /// Marks ready every order whose preparation is due (`ready_due_at` ≤ `now`): the status change is
    /// recorded at the due time, not at the time of the run, and the "ready" message is queued with it,
    /// in one transaction. Returns the order numbers, in order.
    public func markDueOrdersReady(now: Timestamp, timeZone: TimeZone, composer: MessageComposer?) throws(OrderStoreError) -> [String] {
        try write { db in
            var numbers: [String] = []
            for order in try PickupOrder.preparing(db) {
                guard let text = order.readyDueAt, let due = Timestamp.parse(text), due <= now else { continue }
                let time = LocalTime(due, in: timeZone)
                try StatusRecorder.record(db, orderID: order.id, status: .ready, at: time.iso8601)
                if let composer {
                    try Outbox.enqueue(db, composer.ready(order),
                                       key: Outbox.key(db, orderNumber: order.orderNumber, orderID: order.id, event: .ready),
                                       orderID: order.id, at: time, domain: composer.domain)
                }
                numbers.append(order.orderNumber)
            }
            return numbers
        }
    }
}
