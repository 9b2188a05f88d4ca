/// Weekly opening hours: for each weekday, ranges of minutes since midnight in the restaurant's time zone.
/// A range may end after midnight ("18:00-02:00" is 1080..<1560); it then belongs to the day it starts on.
package struct OpeningHours: Hashable, Sendable {
    package enum Weekday: String, CaseIterable, Hashable, Sendable {
        case mon, tue, wed, thu, fri, sat, sun

        /// From Foundation's Gregorian weekday number (1 = Sunday … 7 = Saturday).
        package init(gregorianWeekday: Int) {
            self = [.sun, .mon, .tue, .wed, .thu, .fri, .sat][(gregorianWeekday - 1 + 7) % 7]
        }

        /// The schema.org day name, e.g. "Monday".
        package var schemaName: String {
            switch self {
            case .mon: "Monday"
            case .tue: "Tuesday"
            case .wed: "Wednesday"
            case .thu: "Thursday"
            case .fri: "Friday"
            case .sat: "Saturday"
            case .sun: "Sunday"
            }
        }
    }

    package struct Interval: Hashable, Sendable {
        /// Minutes since midnight.
        package var start: Int
        /// Minutes since midnight of the start day; greater than `start`, at most 48 × 60.
        package var end: Int

        package init(start: Int, end: Int) {
            self.start = start
            self.end = end
        }

        /// Parses "11:00-21:00"; an end at or before the start means the next day.
        package static func parse(_ text: String) -> Interval? {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let start = minutes(parts[0]), let end = minutes(parts[1]) else { return nil }
            return Interval(start: start, end: end > start ? end : end + 24 * 60)
        }

        private static func minutes(_ text: Substring) -> Int? {
            let parts = text.trimmingPrefixAndSuffixSpaces().split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
                let hours = Int(parts[0]), let minutes = Int(parts[1]),
                (0...24).contains(hours), (0..<60).contains(minutes), hours * 60 + minutes <= 24 * 60
            else { return nil }
            return hours * 60 + minutes
        }

        /// "11:00", the form schema.org and people read.
        package static func clock(_ minutes: Int) -> String {
            let m = minutes % (24 * 60)
            let h = m / 60
            let r = m % 60
            return (h < 10 ? "0" : "") + "\(h):" + (r < 10 ? "0" : "") + "\(r)"
        }

        package var opens: String { Interval.clock(start) }
        package var closes: String { Interval.clock(end) }
    }

    package var days: [Weekday: [Interval]]

    package init(days: [Weekday: [Interval]] = [:]) { self.days = days }

    package func intervals(on day: Weekday) -> [Interval] { days[day] ?? [] }

    /// The day's first opening (minute of the day), nil on a day without hours: before it, preparation
    /// waits for it (`PreparationStartTime`).
    package func firstOpening(on day: Weekday) -> Int? { intervals(on: day).map(\.start).min() }

    /// Whether the restaurant is open at `minute` (since midnight) of `day`, counting ranges of the day
    /// before that run past midnight.
    package func isOpen(on day: Weekday, atMinute minute: Int) -> Bool {
        if intervals(on: day).contains(where: { $0.start <= minute && minute < $0.end }) { return true }
        let all = Weekday.allCases
        let previous = all[(all.firstIndex(of: day)! + 6) % 7]
        return intervals(on: previous).contains { $0.start <= minute + 24 * 60 && minute + 24 * 60 < $0.end }
    }

    /// Whether no hours were given at all; then ordering is not restricted by hours.
    package var isEmpty: Bool { days.values.allSatisfy(\.isEmpty) }
}

extension Substring {
    fileprivate func trimmingPrefixAndSuffixSpaces() -> Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
