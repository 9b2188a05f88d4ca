import BistroCore
import BistroOrderBook
import Foundation

/// The start times a day has room for a party (`GET /api/bookings/availability`): read from the book's holds at
/// the moment of asking; the booking itself is decided again in its transaction.
package enum BookingAvailability {
    package enum Answer: Sendable, Hashable {
        /// The free start times (none: `reason` says why, when the day itself is the reason).
        case times([LocalTime], durationMinutes: Int, reason: Rejection?)
        /// The question cannot be answered: bookings off, a bad date or party.
        case refused(Rejection)
    }

    package static func answer(
        date: String?, party: String?, restaurant: Restaurant, now: Timestamp, store: OrderStore
    ) throws(OrderStoreError) -> Answer {
        let zone = TimeZone(identifier: restaurant.timeZone) ?? TimeZone(identifier: "UTC")!
        guard let planner = BookingPlanner(restaurant: restaurant, timeZone: zone) else {
            return .refused(Rejection(.bookingsDisabled, "this restaurant does not take table bookings"))
        }
        guard let day = date.flatMap(CalendarDay.parse) else {
            return .refused(Rejection(.invalidStartTime, "\"date\" is a day such as 2026-11-27"))
        }
        guard let text = party, text.utf8.count <= 3, let size = Int(text), size >= 1 else {
            return .refused(Rejection(.invalidParty, "\"party\" is how many guests, a whole number such as 4"))
        }
        guard size <= planner.rules.maxPartySize else {
            return .refused(
                Rejection(
                    .partyTooLarge,
                    "a booking is for at most \(planner.rules.maxPartySize) guests; for \(size), please call the "
                        + "restaurant"))
        }
        let local = LocalTime(now, in: zone)
        let candidates = planner.startTimes(on: day, now: local)
        guard let first = candidates.first, let last = candidates.last else {
            let weekday = OpeningHours.Weekday.allCases[day.mondayBasedWeekday]
            let reason: Rejection
            if day > planner.lastDay(now: local) {
                reason = Rejection(.bookingTooFarAhead, "bookings are taken up to \(planner.lastDay(now: local))")
            } else if restaurant.closures.contains(day)
                || (!restaurant.hours.isEmpty && restaurant.hours.intervals(on: weekday).isEmpty)
            {
                reason = Rejection(.closedThatDay, "the restaurant is closed on \(day)")
            } else {
                reason = Rejection(.bookingTooSoon, "no time is left to book on \(day)")
            }
            return .times([], durationMinutes: planner.rules.durationMinutes, reason: reason)
        }
        let held = try store.tableHolds(
            from: first.timestamp, to: last.timestamp.adding(seconds: planner.durationSeconds))
        let free = candidates.filter { planner.choose(party: size, start: $0.timestamp, held: held) != nil }
        return .times(
            free, durationMinutes: planner.rules.durationMinutes,
            reason: free.isEmpty ? Rejection(.noTableFree, "no table for \(size) is free on \(day)") : nil)
    }
}
