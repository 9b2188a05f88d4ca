/// Table use by hour of the day over a period (docs/report.md, "Bookings"): for each hour on the restaurant's
/// clock, the table-minutes bookings held within it on the period's days, against the table-minutes there were
/// (tables × days open in that hour × 60). A hold is cut at each hour it crosses (18:45–20:15 is 15 minutes of
/// 18:00, 60 of 19:00 and 15 of 20:00), each piece on the day and hour the clock showed then, so a summer-time
/// change in the period is followed. Holds of tables restaurant.json no longer lists count nowhere.
package struct TableUseTally: Sendable {
    let room: DiningRoom
    let since: CalendarDay
    let until: CalendarDay
    private let tables: Set<String>
    /// The days each hour was open, or held a table.
    private var days: [Int: Set<CalendarDay>] = [:]
    private var heldSeconds: [Int: Int] = [:]

    package init(room: DiningRoom, since: CalendarDay, until: CalendarDay) {
        self.room = room
        self.since = since
        self.until = until
        tables = Set(room.tables)
        // The day before the period: a range past its midnight opens the period's first hours.
        var day = since.adding(days: -1)
        while day <= until {
            for open in room.openHours(startingOn: day) where open.day >= since && open.day <= until {
                days[open.hour, default: []].insert(open.day)
            }
            day = day.adding(days: 1)
        }
    }

    /// The holds that may reach into the period: those sharing a moment with [start, end) (a day either side
    /// of the period's days taken as UTC, more than any offset).
    package var holdWindow: (start: Timestamp, end: Timestamp) {
        (
            Timestamp(secondsSince1970: (since.daysSince1970 - 1) * 86_400),
            Timestamp(secondsSince1970: (until.daysSince1970 + 2) * 86_400)
        )
    }

    /// Counts the part of `hold` that falls on the period's days.
    package mutating func add(_ hold: TableHold) {
        guard tables.contains(hold.table) else { return }
        var moment = hold.start
        while moment < hold.end {
            let local = LocalTime(moment, in: room.timeZone)
            let intoHour = ((moment.secondsSince1970 + local.utcOffsetSeconds) % 3_600 + 3_600) % 3_600
            let next = min(hold.end, moment.adding(seconds: 3_600 - intoHour))
            if local.day >= since && local.day <= until {
                let hour = local.minuteOfDay / 60
                days[hour, default: []].insert(local.day)
                heldSeconds[hour, default: 0] += next.secondsSince1970 - moment.secondsSince1970
            }
            moment = next
        }
    }

    /// Every hour open on some day of the period or holding a table, earliest first.
    package var hours: [OwnerReport.BookingFigures.HourUse] {
        days.keys.sorted().map { hour in
            OwnerReport.BookingFigures.HourUse(
                hour: hour, heldMinutes: (heldSeconds[hour] ?? 0) / 60,
                openMinutes: room.tables.count * (days[hour]?.count ?? 0) * 60)
        }
    }
}
