import Foundation

/// The RFC 5322 date-time form (§3.3), "Sun, 22 Nov 2026 18:30:00 -0500", in a given time zone.
public enum MailDate {
    /// `date` (whole seconds, rounded down) on the Gregorian clock of `timeZone`, with its UTC offset
    /// then; day and month names are English whatever the machine's locale (en_US_POSIX).
    public static func format(_ date: Date, timeZone: TimeZone) -> String {
        let format: Date.FormatString = """
            \(weekday: .abbreviated), \(day: .twoDigits) \(month: .abbreviated) \(year: .padded(4)) \
            \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits) \
            \(timeZone: .iso8601(.short))
            """
        let style = Date.VerbatimFormatStyle(format: format, locale: Locale(identifier: "en_US_POSIX"), timeZone: timeZone,
                                             calendar: Calendar(identifier: .gregorian))
        return date.formatted(style)
    }
}
