import BistroCore
import Foundation

/// A calendar day as the restaurant's locale writes it in full (Foundation's long date style):
/// "November 1, 2026" (en_CA), "1 novembre 2026" (fr_CA), "1. November 2026" (de_DE).
enum DayText {
    static func long(_ day: CalendarDay, locale: String) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        guard let date = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)) else {
            return day.description
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.calendar = calendar
        formatter.timeZone = .gmt
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }
}
