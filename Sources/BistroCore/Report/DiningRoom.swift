import Foundation

/// The restaurant's tables and opening times, as the owner's report's bookings section needs them: which
/// tables table use divides by, and which hours of which days they were there to be used.
package struct DiningRoom: Hashable, Sendable {
    /// restaurant.json's `tables.list`, in order.
    package var tables: [String]
    /// Whether the restaurant takes bookings (`tables.bookings`): the section shows even without any.
    package var takesBookings: Bool
    /// Without hours the restaurant counts as open all day, as for bookings.
    package var hours: OpeningHours
    package var closures: Set<CalendarDay>
    package var timeZone: TimeZone

    package init(
        tables: [String], takesBookings: Bool, hours: OpeningHours = OpeningHours(), closures: Set<CalendarDay> = [],
        timeZone: TimeZone
    ) {
        self.tables = tables
        self.takesBookings = takesBookings
        self.hours = hours
        self.closures = closures
        self.timeZone = timeZone
    }

    /// nil when restaurant.json lists no tables.
    package init?(restaurant: Restaurant, timeZone: TimeZone) {
        guard let tables = restaurant.tables, !tables.list.isEmpty else { return nil }
        self.init(
            tables: tables.list.map(\.id), takesBookings: tables.bookings != nil, hours: restaurant.hours,
            closures: restaurant.closures, timeZone: timeZone)
    }

    /// The hours of the day (0–23) `day` was open: the opening ranges of its weekday, a range past midnight
    /// belonging to the day it starts on (so its late hours are the next day's), none on a closure; every hour
    /// without hours. Keyed by the calendar day each hour falls on.
    func openHours(startingOn day: CalendarDay) -> [(day: CalendarDay, hour: Int)] {
        guard !closures.contains(day) else { return [] }
        let ranges =
            hours.isEmpty
            ? [OpeningHours.Interval(start: 0, end: 24 * 60)]
            : hours.intervals(on: OpeningHours.Weekday.allCases[day.mondayBasedWeekday])
        var open: [(day: CalendarDay, hour: Int)] = []
        for range in ranges where range.end > range.start {
            for hour in (range.start / 60)...((range.end - 1) / 60) {
                open.append((day.adding(days: hour / 24), hour % 24))
            }
        }
        return open
    }
}
