import BistroCore
import BistroOrderBook

extension OrderIntake {
    /// Staff change an order's status at `time`: ready (also early, from received or preparing), picked up
    /// (from ready) or cancelled (from received or preparing, with an optional reason). The change, its
    /// history row, the customer's message (ready, cancelled) and what a cancellation gives back (units to
    /// stock, the coupon redemption, a scratch-card code: `OrderBookTransaction.giveBack`) are one
    /// transaction; anything else is refused and changes nothing.
    package func changeStatus(
        reference: String, to status: OrderStatus, reason: String?, at time: LocalTime
    ) throws(OrderStoreError) -> StaffStatusChange {
        let composer = self.composer
        return try store.write { book in
            guard let order = try book.pickupOrder(reference: reference) else { return .notFound }
            if let refusal = order.status.refusal(to: status, dineIn: order.table != nil) {
                return .refused(orderNumber: order.orderNumber, status: order.status, reason: refusal)
            }
            if order.isDelivery, status == .pickedUp {
                return .refused(
                    orderNumber: order.orderNumber, status: order.status,
                    reason: "it is a delivery order: its driver marks it picked up (bistro deliveries)")
            }
            let reasonText = reason?.trimmed.nilIfEmpty
            // A cancelled order gives back its units, its coupon redemption and its scratch-card code.
            let returned = status == .cancelled ? try book.giveBack(cancelled: order, at: time).summary : nil
            try book.record(status: status, of: order, at: time, reason: reasonText, returned: returned)
            let message: ComposedMessage? =
                switch status {
                // A dine-in order is brought to its table, a delivery order to its door: no "come and get it".
                case .ready: order.table == nil && !order.isDelivery ? composer?.ready(order) : nil
                case .pickedUp: composer?.pickedUp(order)
                case .cancelled: composer?.cancelled(order, reason: reasonText)
                default: nil
                }
            if let message, let composer {
                try book.enqueue(message, about: order, at: time, domain: composer.domain)
            }
            return .changed(orderNumber: order.orderNumber, from: order.status, to: status)
        }
    }
}
