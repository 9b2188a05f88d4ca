import Foundation

/// An instant as seen on the restaurant's wall clock: its calendar day, weekday, minute of the day and the
/// UTC offset in force. "Same day", opening hours and coupon validity are all judged on this.
package struct LocalTime: Hashable, Sendable {
    package var timestamp: Timestamp
    package var day: CalendarDay
    package var weekday: OpeningHours.Weekday
    /// Minutes since local midnight, 0..<1440.
    package var minuteOfDay: Int
    var secondOfMinute: Int
    /// Seconds east of UTC.
    package var utcOffsetSeconds: Int

    package init(_ timestamp: Timestamp, in zone: TimeZone) {
        self.init(timestamp, utcOffsetSeconds: zone.secondsFromGMT(for: timestamp.date))
    }

    /// The instant as seen at a fixed offset from UTC (seconds east).
    package init(_ timestamp: Timestamp, utcOffsetSeconds: Int) {
        self.timestamp = timestamp
        self.utcOffsetSeconds = utcOffsetSeconds
        let local = timestamp.secondsSince1970 + utcOffsetSeconds
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let seconds = local - days * 86_400
        let civil = CivilDate.date(days: days)
        day = CalendarDay(year: civil.year, month: civil.month, day: civil.day)
        // 1970-01-01 was a Thursday: Gregorian weekday 5 (1 = Sunday).
        weekday = OpeningHours.Weekday(gregorianWeekday: ((days % 7 + 7 + 4) % 7) + 1)
        minuteOfDay = seconds / 60
        secondOfMinute = seconds % 60
    }

    /// RFC 3339 with the local offset: "2026-11-22T18:30:00-05:00".
    package var iso8601: String {
        let offset = abs(utcOffsetSeconds) / 60
        let sign = utcOffsetSeconds < 0 ? "-" : "+"
        return
            "\(day)T\(two(minuteOfDay / 60)):\(two(minuteOfDay % 60)):\(two(secondOfMinute))\(sign)"
            + "\(two(offset / 60)):\(two(offset % 60))"
    }

    /// "2026-11-22 18:30", for people.
    package var shortText: String { "\(day) \(two(minuteOfDay / 60)):\(two(minuteOfDay % 60))" }

    /// "18:30", for people (24-hour; pages show the locale's form).
    package var clock: String { "\(two(minuteOfDay / 60)):\(two(minuteOfDay % 60))" }

    /// "20261122", for order numbers.
    package var compactDay: String { String(day.description.filter { $0 != "-" }) }

    private func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

extension LocalTime {
    /// Parses what `iso8601` writes ("2026-11-22T18:30:00-05:00", or "…Z"), keeping the text's offset.
    package init?(iso8601 text: String) {
        guard let timestamp = Timestamp.parse(text) else { return nil }
        var offset = 0
        let bytes = Array(text.utf8.suffix(6))
        if bytes.count == 6, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"),
            let hours = Int(String(decoding: bytes[1...2], as: UTF8.self)),
            let minutes = Int(String(decoding: bytes[4...5], as: UTF8.self))
        {
            offset = (bytes[0] == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        // The range Foundation's TimeZone(secondsFromGMT:) accepts.
        guard abs(offset) <= 18 * 3600 else { return nil }
        self.init(timestamp, utcOffsetSeconds: offset)
    }
}

extension LocalTime: Codable {
    /// As its RFC 3339 text.
    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let time = LocalTime(iso8601: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not an RFC 3339 time: \(text)"))
        }
        self = time
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601)
    }
}
