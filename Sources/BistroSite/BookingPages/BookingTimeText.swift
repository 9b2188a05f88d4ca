import BistroCore
import Foundation

/// A booking's times as the restaurant's locale writes them, on the restaurant's clock (restaurant.json
/// `timeZone`, whatever offset the time was given with): "Friday, November 27, 2026" and "6:00 p.m." (en_CA),
/// "vendredi 27 novembre 2026" and "18 h 00" (fr_CA).
struct BookingTimeText {
    private let zone: TimeZone
    private let day: DateFormatter
    private let clock: ClockText

    init(locale: String, timeZone: String) {
        zone = TimeZone(identifier: timeZone) ?? .gmt
        day = DateFormatter()
        day.locale = Locale(identifier: locale)
        day.calendar = Calendar(identifier: .gregorian)
        day.timeZone = zone
        day.setLocalizedDateFormatFromTemplate("EEEEMMMMdy")
        clock = ClockText(locale: locale)
    }

    /// The time on the restaurant's clock.
    func local(_ time: LocalTime) -> LocalTime { LocalTime(time.timestamp, in: zone) }

    /// The day with its weekday: "Friday, November 27, 2026".
    func day(_ time: LocalTime) -> String { day.string(from: time.timestamp.date) }

    /// The time of day: "6:00 p.m.".
    func time(_ time: LocalTime) -> String { clock.text(local(time).minuteOfDay) }
}
