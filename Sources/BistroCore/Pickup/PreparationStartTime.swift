import Foundation

/// When a check-in starts preparation: at the check-in, but never before the day's opening time (a
/// customer who checks in at 10:50 for a kitchen opening at 11:00 is cooked for at 11:00), and for a
/// scheduled order never before its pickup time minus the preparation time (an 18:30 pickup that takes
/// 15 minutes starts at 18:15 however early the customer arrives). Pure.
package enum PreparationStartTime {
    package static func time(
        checkIn: LocalTime, pickupAt: LocalTime?, minutes: Int, hours: OpeningHours,
        timeZone: TimeZone
    ) -> LocalTime {
        var start = checkIn.timestamp
        let opening = hours.firstOpening(on: checkIn.weekday)
        if let opening, checkIn.minuteOfDay < opening {
            start = checkIn.timestamp.adding(seconds: (opening - checkIn.minuteOfDay) * 60 - checkIn.secondOfMinute)
        }
        if let pickupAt {
            let latest = pickupAt.timestamp.adding(seconds: -minutes * 60)
            if latest > start { start = latest }
        }
        return start == checkIn.timestamp ? checkIn : LocalTime(start, in: timeZone)
    }
}
