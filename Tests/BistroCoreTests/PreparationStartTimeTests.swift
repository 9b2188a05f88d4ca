import Foundation
import Testing

@testable import BistroCore

/// Issue 12: a check-in never starts preparation before the day's opening time, and for a scheduled order
/// not before its pickup time minus the preparation time.
@Suite struct PreparationStartTimeTests {
    let zone = TimeZone(identifier: "America/Toronto")!
    /// Sunday 2026-11-22: 12:00–20:00.
    let hours = OpeningHours(days: [.sun: [OpeningHours.Interval(start: 12 * 60, end: 20 * 60)]])

    func at(_ text: String) -> LocalTime { LocalTime(iso8601: text)! }

    func start(_ checkIn: String, pickup: String? = nil) -> String {
        PreparationStartTime.time(
            checkIn: at(checkIn), pickupAt: pickup.map(at), minutes: 15, hours: hours, timeZone: zone
        ).iso8601
    }

    @Test func anAsSoonAsPossibleOrderStartsAtTheCheckInOnceOpen() {
        #expect(start("2026-11-22T17:05:30-05:00") == "2026-11-22T17:05:30-05:00")
        #expect(start("2026-11-22T11:50:20-05:00") == "2026-11-22T12:00:00-05:00")
    }

    @Test func aScheduledOrderStartsAtItsPickupTimeMinusThePreparationTime() {
        #expect(start("2026-11-22T17:00:00-05:00", pickup: "2026-11-22T18:30:00-05:00") == "2026-11-22T18:15:00-05:00")
        // Arriving late: at once.
        #expect(start("2026-11-22T18:25:00-05:00", pickup: "2026-11-22T18:30:00-05:00") == "2026-11-22T18:25:00-05:00")
        // Before opening for a pickup at opening: at opening, not 11:45.
        #expect(start("2026-11-22T11:30:00-05:00", pickup: "2026-11-22T12:00:00-05:00") == "2026-11-22T12:00:00-05:00")
    }
}
