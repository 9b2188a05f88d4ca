import BistroOrderBook

/// What became of one file the server delivered into the spool.
enum IntakeResult: Sendable {
    case accepted(OrderStore.Receipt)
    /// The same order was recorded before: its receipt.
    case duplicate(OrderStore.Receipt)
    /// NAME.error.json's array, and the codes in it.
    case rejected(errorsJSON: String, codes: [String])
    /// started | too_far | already_started.
    case checkedIn(orderNumber: String, outcome: String, distanceMeters: Int?)
    /// Another process holds the spool lock: the file waits in `incoming/`.
    case queued
    /// The spool or the order book failed (the file stays in `incoming/`), in plain words.
    case failed(String)
}
