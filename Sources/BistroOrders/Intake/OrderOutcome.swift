import BistroCore
import BistroOrderBook

/// What the order core decided for one command: the one outcome type the processor's summary, the spool's
/// folders and sidecars, the server's answers and the mails are made from.
package enum OrderOutcome: Sendable, Hashable {
    /// A new order, recorded: its number and receipt.
    case accepted(OrderStore.Receipt)
    /// Recorded before: the order the same key names, or nil for a check-in handled before.
    case duplicate(OrderStore.Receipt?)
    /// A check-in handled: started, too far or already started, with the distance when the restaurant has
    /// a location, and when the order will be ready (once its preparation has started).
    case checkedIn(orderNumber: String, outcome: CheckInRecord.Outcome, distanceMeters: Int?, readyAt: LocalTime?)
    /// Ratings recorded for order `orderNumber`: how many, and how many of them wait for the owner.
    case reviewed(orderNumber: String, ratings: Int, pending: Int)
    /// A table booked (or, `duplicate`, the booking the same bookingId made before).
    case booked(BookingReceipt, duplicate: Bool)
    /// A booking cancelled from its page: its table is free at once.
    case bookingCancelled(BookingReceipt)
    /// A booking refused because no table is free then, with the day's free start times nearest it.
    case bookingRefused([Rejection], nearest: [LocalTime])
    /// A driver's claim, pick-up or drop-off of a delivery (or, `duplicate`, that step taken before).
    case deliveryStep(DeliveryStepReceipt, duplicate: Bool)
    /// Refused, with every reason (recorded, with a "rejected" message to a valid address).
    case rejected([Rejection])
}
