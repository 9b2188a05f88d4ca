import BistroCore
import Foundation

/// The RFC 5322 date-time form, "Sun, 22 Nov 2026 18:30:00 -0500", in a given time zone.
public enum MailDate {
    /// `date` (whole seconds, rounded down) on the clock of `timeZone`. Only the UTC offset comes from
    /// Foundation; the calendar fields are computed directly (proleptic Gregorian), which is what
    /// `Calendar(identifier: .gregorian)` gives and several times cheaper than asking it per message.
    public static func format(_ date: Date, timeZone: TimeZone) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        return format(secondsSince1970: seconds, utcOffsetSeconds: timeZone.secondsFromGMT(for: date))
    }

    /// The same from Unix seconds and the UTC offset in force (seconds east of UTC).
    public static func format(secondsSince1970: Int, utcOffsetSeconds: Int) -> String {
        let local = secondsSince1970 + utcOffsetSeconds
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secondOfDay = local - days * 86_400
        let (year, month, day) = CivilDate.date(days: days)
        // 1970-01-01 was a Thursday (index 4, Sunday = 0).
        let weekday = ((days % 7) + 7 + 4) % 7
        let offset = utcOffsetSeconds / 60
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        bytes += dayNames[weekday]
        bytes += [UInt8(ascii: ","), UInt8(ascii: " ")]
        appendTwo(day, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        bytes += monthNames[month - 1]
        bytes.append(UInt8(ascii: " "))
        bytes += String(year).utf8
        bytes.append(UInt8(ascii: " "))
        appendTwo(secondOfDay / 3600, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendTwo(secondOfDay / 60 % 60, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendTwo(secondOfDay % 60, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        bytes.append(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        appendTwo(abs(offset) / 60, to: &bytes)
        appendTwo(abs(offset) % 60, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let dayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].map { Array($0.utf8) }
    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"].map { Array($0.utf8) }

    /// Two digits at least ("07", "42", "123").
    private static func appendTwo(_ value: Int, to bytes: inout [UInt8]) {
        if value < 10 { bytes.append(UInt8(ascii: "0")) }
        bytes += String(value).utf8
    }
}
