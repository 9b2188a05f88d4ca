import Foundation

/// The RFC 5322 date-time form (§3.3), "Sun, 22 Nov 2026 18:30:00 -0500", in one time zone. Make one per
/// time zone and reuse it: the format style (locale, calendar) is built once, not per message.
package struct MailDate: Sendable {
    private let style: Date.VerbatimFormatStyle

    /// Day and month names are English whatever the machine's locale (en_US_POSIX).
    package init(timeZone: TimeZone) {
        let format: Date.FormatString = """
            \(weekday: .abbreviated), \(day: .twoDigits) \(month: .abbreviated) \(year: .padded(4)) \
            \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\
            \(minute: .twoDigits):\(second: .twoDigits) \
            \(timeZone: .iso8601(.short))
            """
        style = Date.VerbatimFormatStyle(
            format: format, locale: Locale(identifier: "en_US_POSIX"), timeZone: timeZone,
            calendar: Calendar(identifier: .gregorian))
    }

    /// `date` (whole seconds, rounded down) on the clock of the time zone, with its UTC offset then.
    package func format(_ date: Date) -> String { date.formatted(style) }

    package static func format(_ date: Date, timeZone: TimeZone) -> String { MailDate(timeZone: timeZone).format(date) }
}
