/// A table held by a booking from `start` until `end` (the booking's duration; a cancelled booking holds none).
package struct TableHold: Hashable, Sendable {
    package var table: String
    package var start: Timestamp
    package var end: Timestamp

    package init(table: String, start: Timestamp, end: Timestamp) {
        self.table = table
        self.start = start
        self.end = end
    }

    /// Whether the hold and [start, end) share a moment (a booking may start when another ends).
    package func overlaps(start: Timestamp, end: Timestamp) -> Bool { self.start < end && start < self.end }
}
