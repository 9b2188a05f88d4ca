import Foundation

/// The iCalendar forms of times (RFC 5545 §3.3), written without a formatter or locale: date-times in UTC
/// or on a zone's clock, UTC offsets, and durations.
enum ICalendarTime {
    /// `date` in whole seconds (rounded down) within the years 1970 to 9999, which four-digit years
    /// write; a date that is not a number is 1970's. Every date the writer is given passes through here
    /// first, so no conversion to an integer can trap.
    static func bounded(_ date: Date) -> Date {
        let seconds = date.timeIntervalSince1970
        guard !seconds.isNaN else { return Date(timeIntervalSince1970: 0) }
        return Date(timeIntervalSince1970: min(max(seconds, 0), 253_402_300_799).rounded(.down))
    }

    /// `20261122T233000Z` (§3.3.5 form 2), whole seconds rounded down.
    static func utc(_ date: Date) -> String {
        local(secondsSince1970: Int(date.timeIntervalSince1970.rounded(.down))) + "Z"
    }

    /// `20261122T183000` (§3.3.5 form 1 or 3): the wall-clock time that is `secondsSince1970` seconds after
    /// 1970-01-01T00:00:00 on the same clock (an instant plus the zone's UTC offset then).
    static func local(secondsSince1970 seconds: Int) -> String {
        let date = Date(timeIntervalSince1970: TimeInterval(seconds))
        let parts = gregorianUTC.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return digits(parts.year ?? 0, 4) + digits(parts.month ?? 0, 2) + digits(parts.day ?? 0, 2) + "T"
            + digits(parts.hour ?? 0, 2) + digits(parts.minute ?? 0, 2) + digits(parts.second ?? 0, 2)
    }

    /// `-0500`, `+0530`, or `+003412` with seconds when there are any (§3.3.14).
    static func offset(seconds: Int) -> String {
        let magnitude = abs(seconds)
        let sign = seconds < 0 ? "-" : "+"
        let hoursAndMinutes = digits(magnitude / 3600, 2) + digits(magnitude / 60 % 60, 2)
        return sign + hoursAndMinutes + (magnitude % 60 == 0 ? "" : digits(magnitude % 60, 2))
    }

    /// `PT1H30M`, `PT2H`, `PT45M` (§3.3.6); positive minutes only.
    static func duration(minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        return "PT" + (hours > 0 ? "\(hours)H" : "") + (rest > 0 || hours == 0 ? "\(rest)M" : "")
    }

    /// The proleptic Gregorian calendar on UTC's clock, which `local` reads a shifted instant with.
    private static let gregorianUTC: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }()

    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
