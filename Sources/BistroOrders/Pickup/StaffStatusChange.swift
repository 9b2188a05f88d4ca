import BistroCore
import BistroOrderBook

/// What `bistro status ORDER STATUS` did.
package enum StaffStatusChange: Sendable, Hashable {
    case changed(orderNumber: String, from: OrderStatus, to: OrderStatus)
    /// The change is not allowed from the order's status; `reason` says why in plain words.
    case refused(orderNumber: String, status: OrderStatus, reason: String)
    case notFound
}
