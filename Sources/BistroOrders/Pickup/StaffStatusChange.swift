import BistroCore
import Foundation
import GRDB

/// What `bistro status ORDER STATUS` did.
public enum StaffStatusChange: Sendable, Hashable {
    case changed(orderNumber: String, from: OrderStatus, to: OrderStatus)
    /// The change is not allowed from the order's status; `reason` says why in plain words.
    case refused(orderNumber: String, status: OrderStatus, reason: String)
    case notFound
}

extension OrderStore {
    /// Staff change an order's status at `time`: ready (also early, from received or preparing), picked up
    /// (from ready) or cancelled (from received or preparing, with an optional reason). The change, its
    /// history row and the customer's message (ready, cancelled) are one transaction; anything else is
    /// refused and changes nothing.
    public func changeStatus(reference: String, to status: OrderStatus, reason: String?, at time: LocalTime,
                             composer: MessageComposer?) throws(OrderStoreError) -> StaffStatusChange {
        try write { db in
            guard let order = try PickupOrder.find(db, reference: reference) else { return .notFound }
            if let refusal = order.status.refusal(to: status) {
                return .refused(orderNumber: order.orderNumber, status: order.status, reason: refusal)
            }
            let reasonText = reason?.trimmed.nilIfEmpty
            try StatusRecorder.record(db, orderID: order.id, status: status, at: time.iso8601, reason: reasonText)
            let message: ComposedMessage? = switch status {
            case .ready: composer?.ready(order)
            case .cancelled: composer?.cancelled(order, reason: reasonText)
            default: nil
            }
            if let message, let composer {
                try Outbox.enqueue(db, message, key: Outbox.key(db, orderNumber: order.orderNumber, orderID: order.id, event: message.event),
                                   orderID: order.id, at: time, domain: composer.domain)
            }
            return .changed(orderNumber: order.orderNumber, from: order.status, to: status)
        }
    }

    /// An order's status changes, oldest first: (status, time, reason).
    public func statusHistory(reference: String) throws(OrderStoreError) -> (orderNumber: String, status: OrderStatus, history: [(String, String, String?)])? {
        try read { db in
            guard let order = try PickupOrder.find(db, reference: reference) else { return nil }
            let rows = try Row.fetchAll(db, sql: "SELECT status, changed_at, reason FROM status_history WHERE order_id = ? ORDER BY id",
                                        arguments: [order.id])
            return (order.orderNumber, order.status, rows.map { ($0[0], $0[1], $0[2]) })
        }
    }
}
