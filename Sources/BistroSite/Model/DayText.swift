import BistroCore
import Foundation

/// A calendar day as the restaurant's locale writes it in full (Foundation's long date style):
/// "November 1, 2026" (en_CA), "1 novembre 2026" (fr_CA), "1. November 2026" (de_DE). One formatter per
/// site model, not one per day written.
struct DayText {
    private let calendar: Calendar
    private let formatter: DateFormatter

    init(locale: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        self.calendar = calendar
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.calendar = calendar
        formatter.timeZone = .gmt
        formatter.dateStyle = .long
        formatter.timeStyle = .none
    }

    func long(_ day: CalendarDay) -> String {
        guard let date = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)) else {
            return day.description
        }
        return formatter.string(from: date)
    }
}
