import BistroCore
import Foundation

/// The days the restaurant is closed (restaurant.json `closures`) as one line beside the opening hours,
/// consecutive days joined into a range in the restaurant's locale (Foundation's `DateIntervalFormatter`):
/// "Closed December 25 – 26 and January 1" (en_CA), "Closed 25 – 26 décembre and 1 janvier" (fr_CA; the
/// site's own words are English).
enum ClosuresText {
    static func sentence(_ closures: Set<CalendarDay>, locale: String) -> String? {
        var ranges: [ClosedRange<CalendarDay>] = []
        for day in closures.sorted() {
            if let last = ranges.last, last.upperBound.adding(days: 1) == day {
                ranges[ranges.count - 1] = last.lowerBound...day
            } else {
                ranges.append(day...day)
            }
        }
        guard !ranges.isEmpty else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let formatter = DateIntervalFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = .gmt
        formatter.dateTemplate = "dMMMM"
        let texts = ranges.compactMap { range -> String? in
            let dates = [range.lowerBound, range.upperBound].compactMap {
                calendar.date(from: DateComponents(year: $0.year, month: $0.month, day: $0.day))
            }
            return dates.count == 2 ? formatter.string(from: dates[0], to: dates[1]) : nil
        }
        let listed =
            texts.count <= 1
            ? texts.joined() : texts.dropLast().joined(separator: ", ") + " and " + texts[texts.count - 1]
        return "Closed " + listed
    }
}
