import Foundation

/// The RFC 5322 date-time form, "Sun, 22 Nov 2026 18:30:00 -0500", in a given time zone.
public enum MailDate {
    public static func format(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let offset = timeZone.secondsFromGMT(for: date) / 60
        let sign = offset < 0 ? "-" : "+"
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(days[parts.weekday! - 1]), \(two(parts.day!)) \(months[parts.month! - 1]) \(parts.year!) "
            + "\(two(parts.hour!)):\(two(parts.minute!)):\(two(parts.second!)) "
            + "\(sign)\(two(abs(offset) / 60))\(two(abs(offset) % 60))"
    }
}
