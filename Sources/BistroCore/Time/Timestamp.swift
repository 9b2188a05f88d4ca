import Foundation

/// An instant in whole seconds since 1970-01-01T00:00:00Z, read from and written as RFC 3339 text
/// ("2026-11-22T18:30:00-05:00"). Hand-parsed: exact, fast, and independent of Foundation's formatters.
package struct Timestamp: Hashable, Sendable, Comparable {
    package var secondsSince1970: Int

    package init(secondsSince1970: Int) { self.secondsSince1970 = secondsSince1970 }

    package init(_ date: Date) { self.secondsSince1970 = Int(date.timeIntervalSince1970.rounded(.down)) }

    package var date: Date { Date(timeIntervalSince1970: TimeInterval(secondsSince1970)) }

    package static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.secondsSince1970 < rhs.secondsSince1970 }

    package func adding(seconds: Int) -> Timestamp { Timestamp(secondsSince1970: secondsSince1970 + seconds) }

    /// The instants Bistro reads: from 1970-01-01T00:00:00Z to the end of 9999-12-30 (UTC). Written in any
    /// UTC offset (±24 hours at most), each of them has a four-digit year and reads back as the same
    /// instant, so nothing is stored that cannot be read again.
    static let supportedRange =
        Timestamp(
            secondsSince1970: 0)...Timestamp(
            secondsSince1970: CivilDate.days(year: 9999, month: 12, day: 31) * 86_400 - 1)

    /// Parses `YYYY-MM-DDTHH:MM[:SS[.fraction]]` followed by `Z` or `±HH:MM` (a space may stand for `T`).
    /// Without an offset the text is local time in `zone`. Fractions of a second are dropped.
    /// Returns nil for anything else, including impossible dates (February 30) and instants outside
    /// `supportedRange` (years before 1970 or after 9999).
    package static func parse(_ text: String, localZone zone: TimeZone? = nil) -> Timestamp? {
        parseAnyYear(text, localZone: zone).flatMap { supportedRange.contains($0) ? $0 : nil }
    }

    private static func parseAnyYear(_ text: String, localZone zone: TimeZone?) -> Timestamp? {
        let b = Array(text.utf8)
        var i = 0
        func number(_ digits: Int) -> Int? {
            guard i + digits <= b.count else { return nil }
            var value = 0
            for k in i..<i + digits {
                guard b[k] >= 48, b[k] <= 57 else { return nil }
                value = value * 10 + Int(b[k] - 48)
            }
            i += digits
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard i < b.count, b[i] == byte else { return false }
            i += 1
            return true
        }
        guard let year = number(4), expect(45), let month = number(2), expect(45), let day = number(2),
            i < b.count, b[i] == 84 || b[i] == 116 || b[i] == 32
        else { return nil }
        i += 1
        guard let hour = number(2), expect(58), let minute = number(2) else { return nil }
        var second = 0
        if expect(58) {
            guard let s = number(2) else { return nil }
            second = s
            if expect(46) {
                let start = i
                while i < b.count, b[i] >= 48, b[i] <= 57 { i += 1 }
                guard i > start else { return nil }
            }
        }
        guard year >= 1, (1...12).contains(month), day >= 1, day <= CalendarDay.daysIn(month: month, year: year),
            hour < 24, minute < 60, second < 61
        else { return nil }
        let local =
            CivilDate.days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + min(second, 59)
        if i == b.count {
            guard let zone else { return nil }
            let guess = local - zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local)))
            return Timestamp(
                secondsSince1970: local - zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(guess))))
        }
        if expect(90) || expect(122) {
            return i == b.count ? Timestamp(secondsSince1970: local) : nil
        }
        guard i < b.count, b[i] == 43 || b[i] == 45 else { return nil }
        let sign = b[i] == 45 ? -1 : 1
        i += 1
        guard let offsetHours = number(2), expect(58), let offsetMinutes = number(2), i == b.count,
            offsetHours < 24, offsetMinutes < 60
        else { return nil }
        return Timestamp(secondsSince1970: local - sign * (offsetHours * 3600 + offsetMinutes * 60))
    }
}
