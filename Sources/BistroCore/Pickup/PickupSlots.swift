import Foundation

/// The restaurant's pickup slots: `slotMinutes` long, counted from midnight on the restaurant's clock (so
/// on the hour and every `slotMinutes` after whenever it divides 60). An order belongs to the slot that
/// contains its pickup time. Pure.
package struct PickupSlots: Sendable {
    package let minutes: Int
    package let hours: OpeningHours
    package let closures: Set<CalendarDay>
    package let timeZone: TimeZone

    package init(restaurant: Restaurant, timeZone: TimeZone) {
        minutes = max(1, restaurant.pickup.slotMinutes)
        hours = restaurant.hours
        closures = restaurant.closures
        self.timeZone = timeZone
    }

    /// The start of the slot containing `time`.
    package func start(of time: LocalTime) -> LocalTime {
        let into = (time.minuteOfDay % minutes) * 60 + time.secondOfMinute
        return into == 0 ? time : LocalTime(time.timestamp.adding(seconds: -into), in: timeZone)
    }

    /// The slot after the one starting at `slot`: `minutes` later, or midnight when that is sooner (a day's
    /// last slot is shorter when `minutes` does not divide 1440, since every day counts from its midnight).
    package func next(after slot: LocalTime) -> LocalTime {
        start(of: LocalTime(slot.timestamp.adding(seconds: minutes * 60), in: timeZone))
    }

    /// Whether a slot starting then can be picked up from: not on a closure, and open at its start (any
    /// time when the restaurant gives no hours).
    package func isOpen(_ slot: LocalTime) -> Bool {
        !closures.contains(slot.day) && (hours.isEmpty || hours.isOpen(on: slot.weekday, atMinute: slot.minuteOfDay))
    }

    /// The open slots starting at or after `earliest`, up to and including the day `lastDay`, in order.
    package func open(from earliest: LocalTime, through lastDay: CalendarDay) -> some Sequence<LocalTime> {
        let first = start(of: earliest)
        let firstOpen = first.timestamp < earliest.timestamp ? next(after: first) : first
        return sequence(first: firstOpen) { next(after: $0) }
            .prefix { $0.day <= lastDay }
            .lazy.filter { isOpen($0) }
    }
}
