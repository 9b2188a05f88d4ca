/// Why a start time cannot be booked, whatever the tables: each becomes a rejection code of its own.
package enum BookingTimeProblem: Hashable, Sendable {
    /// Sooner than `leadMinutes` from now (or in the past).
    case tooSoon(earliest: LocalTime)
    /// Later than `advanceDays` ahead.
    case tooFarAhead(lastDay: CalendarDay)
    /// A closure, or a weekday without hours.
    case closedThatDay
    /// Not on the slot grid within the day's hours, or ending after closing.
    case outsideHours
}
