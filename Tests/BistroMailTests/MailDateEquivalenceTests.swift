import BistroMail
import Foundation
import Testing

/// `MailDate` computes calendar fields directly; it must agree with Foundation's Gregorian calendar.
@Suite struct MailDateEquivalenceTests {
    /// The former implementation, through `Calendar`: the reference.
    static func calendarFormat(_ date: Date, timeZone: TimeZone) -> String {
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

    @Test(arguments: ["America/Toronto", "UTC", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham", "America/St_Johns", "Europe/Berlin", "Pacific/Kiritimati"])
    func agreesWithTheGregorianCalendar(zone: String) {
        let timeZone = TimeZone(identifier: zone)!
        var state: UInt64 = 0xDA7E
        var seconds: [Double] = [0, -1, 86_399, 86_400, 951_782_400, 4_107_542_400, 1_795_390_200, 1_795_390_200.75]
        for _ in 0..<4_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // 1971 to 2100, every second of the range equally likely.
            seconds.append(Double(31_536_000 + Int(state >> 33) % 4_070_908_800))
        }
        var mismatches: [String] = []
        for value in seconds {
            let date = Date(timeIntervalSince1970: value)
            let direct = MailDate.format(date, timeZone: timeZone), reference = Self.calendarFormat(date, timeZone: timeZone)
            if direct != reference, mismatches.count < 5 { mismatches.append("\(value): \(direct) vs \(reference)") }
        }
        #expect(mismatches.isEmpty, "\(zone): \(mismatches)")
    }
}
