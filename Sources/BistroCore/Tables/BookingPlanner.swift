import Foundation

/// The rules of table bookings (docs/tables.md), pure: which start times a day offers, why a time cannot be
/// booked, and which table (or joinable group) a party gets given the tables already held. The order core
/// asks it inside the transaction that records the booking, so two bookings never hold one table at once.
package struct BookingPlanner: Sendable {
    package let tables: TableSettings
    package let rules: TableSettings.Bookings
    package let hours: OpeningHours
    package let closures: Set<CalendarDay>
    package let timeZone: TimeZone

    /// nil when the restaurant takes no bookings.
    package init?(restaurant: Restaurant, timeZone: TimeZone) {
        guard let tables = restaurant.tables, let rules = tables.bookings, !tables.list.isEmpty else { return nil }
        self.tables = tables
        self.rules = rules
        hours = restaurant.hours
        closures = restaurant.closures
        self.timeZone = timeZone
    }

    /// How long a booking holds its table, in seconds.
    package var durationSeconds: Int { rules.durationMinutes * 60 }

    /// The last day a booking may be for, `advanceDays` after today.
    package func lastDay(now: LocalTime) -> CalendarDay { now.day.adding(days: rules.advanceDays) }

    /// The start times `day` offers to anyone, tables aside: on the slot grid, within one of the day's
    /// opening ranges and ending by its close, at least `leadMinutes` from now, at most `advanceDays` ahead,
    /// never on a closure. Without hours the restaurant counts as open all day.
    package func startTimes(on day: CalendarDay, now: LocalTime) -> [LocalTime] {
        guard !closures.contains(day), day >= now.day, day <= lastDay(now: now) else { return [] }
        let earliest = now.timestamp.adding(seconds: rules.leadMinutes * 60)
        var times: [LocalTime] = []
        for range in ranges(on: day) {
            var minute = (range.start + rules.slotMinutes - 1) / rules.slotMinutes * rules.slotMinutes
            while minute + rules.durationMinutes <= range.end {
                if let time = time(on: day, minute: minute), time.timestamp >= earliest,
                    times.last.map({ $0.timestamp < time.timestamp }) ?? true
                {
                    times.append(time)
                }
                minute += rules.slotMinutes
            }
        }
        return times
    }

    /// Why `start` cannot be booked now, tables aside; nil when it can.
    package func problem(start: LocalTime, now: LocalTime) -> BookingTimeProblem? {
        let earliest = now.timestamp.adding(seconds: rules.leadMinutes * 60)
        if start.timestamp < earliest { return .tooSoon(earliest: LocalTime(earliest, in: timeZone)) }
        if start.day > lastDay(now: now) { return .tooFarAhead(lastDay: lastDay(now: now)) }
        if closures.contains(start.day) || ranges(on: start.day).isEmpty { return .closedThatDay }
        if !startTimes(on: start.day, now: now).contains(where: { $0.timestamp == start.timestamp }) {
            return .outsideHours
        }
        return nil
    }

    /// The smallest free table that seats `party` from `start` for the booking's duration, or the smallest
    /// free joinable group (fewest seats first, then fewest tables, then the order of `tables.list`); nil when
    /// none is free. `held` are the holds of other bookings.
    package func choose(party: Int, start: Timestamp, held: [TableHold]) -> [String]? {
        let end = start.adding(seconds: durationSeconds)
        let busy = Set(held.filter { $0.overlaps(start: start, end: end) }.map(\.table))
        return options(for: party).first { option in option.allSatisfy { !busy.contains($0) } }
    }

    /// Every table or joinable group that seats `party`, in the order `choose` tries them.
    package func options(for party: Int) -> [[String]] {
        let order = Dictionary(tables.list.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let seats = Dictionary(tables.list.map { ($0.id, $0.seats) }, uniquingKeysWith: { first, _ in first })
        let candidates = tables.list.map { [$0.id] } + rules.joinable
        return
            candidates
            .filter { group in group.reduce(0) { $0 + (seats[$1] ?? 0) } >= party }
            .sorted { left, right in
                let key = { (group: [String]) in
                    (group.reduce(0) { $0 + (seats[$1] ?? 0) }, group.count, group.compactMap { order[$0] }.min() ?? 0)
                }
                return key(left) < key(right)
            }
    }

    /// The start times of `day` that have a table for `party`.
    package func freeTimes(on day: CalendarDay, party: Int, now: LocalTime, held: [TableHold]) -> [LocalTime] {
        startTimes(on: day, now: now).filter { choose(party: party, start: $0.timestamp, held: held) != nil }
    }

    /// The day's opening ranges in minutes from its midnight (00:00–24:00 without hours).
    private func ranges(on day: CalendarDay) -> [OpeningHours.Interval] {
        if hours.isEmpty { return [OpeningHours.Interval(start: 0, end: 24 * 60)] }
        let weekday = OpeningHours.Weekday.allCases[day.mondayBasedWeekday]
        return hours.intervals(on: weekday)
    }

    /// `minute` minutes after `day`'s midnight on the restaurant's clock (past 24:00 is the next day).
    private func time(on day: CalendarDay, minute: Int) -> LocalTime? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let later = day.adding(days: minute / (24 * 60))
        let components = DateComponents(
            year: later.year, month: later.month, day: later.day, hour: minute % (24 * 60) / 60, minute: minute % 60)
        return calendar.date(from: components).map { LocalTime(Timestamp($0), in: timeZone) }
    }
}
