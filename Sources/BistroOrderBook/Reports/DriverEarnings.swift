import BistroCore

/// What a driver has earned (issue 26), the one model the driver's dashboard and the owner's report both read so
/// they agree. A delivery earns its driver their share of the zone's fee (`deliveries.driver_fee_cents`, fixed
/// when the order was accepted) and the order's whole tip, once it is delivered and its order not cancelled; it
/// counts on the day it was delivered (`delivered_at`'s date on the restaurant's clock), whenever it was ordered.
/// Weeks start on Monday. Read by `OrderBookReader.driverEarnings(…)` and `OrderStore.driverEarnings(…)`.
package struct DriverEarnings: Hashable, Sendable {
    /// Deliveries and what they earned.
    package struct Totals: Hashable, Sendable {
        package var deliveries: Int
        /// The driver's shares of the zones' fees.
        package var feeShare: Money
        package var tips: Money
        /// Fee share + tips: what the driver takes home.
        package var net: Money

        package init(deliveries: Int, feeShare: Money, tips: Money, net: Money) {
            self.deliveries = deliveries
            self.feeShare = feeShare
            self.tips = tips
            self.net = net
        }

        package static func zero(_ currency: Currency) -> Totals {
            let zero = Money.zero(currency)
            return Totals(deliveries: 0, feeShare: zero, tips: zero, net: zero)
        }
    }

    /// One day, or the week that starts on the Monday `start`.
    package struct Span: Hashable, Sendable {
        package var start: CalendarDay
        package var totals: Totals

        package init(start: CalendarDay, totals: Totals) {
            self.start = start
            self.totals = totals
        }

        package var net: Money { totals.net }
    }

    /// How many days `days` holds, and how many weeks `weeks`.
    package static let dayCount = 14
    package static let weekCount = 8

    package var driverID: Int64
    package var name: String
    /// The last day counted: `days` and `weeks` end with it, `totals` counts nothing delivered after it.
    package var through: CalendarDay
    /// The `dayCount` days ending with `through`, oldest first, days without deliveries included (at zero).
    package var days: [Span]
    /// The `weekCount` weeks ending with the one holding `through`, oldest first, each labelled by its Monday;
    /// the last one counts up to `through`. Weeks without deliveries are included (at zero).
    package var weeks: [Span]
    /// Every delivery up to and including `through`.
    package var totals: Totals

    package init(
        driverID: Int64, name: String, through: CalendarDay, days: [Span], weeks: [Span], totals: Totals
    ) {
        self.driverID = driverID
        self.name = name
        self.through = through
        self.days = days
        self.weeks = weeks
        self.totals = totals
    }

    /// The first day `days` holds.
    package static func firstDay(through last: CalendarDay) -> CalendarDay { last.adding(days: 1 - dayCount) }

    /// The Monday `weeks` starts with.
    package static func firstMonday(through last: CalendarDay) -> CalendarDay {
        monday(of: last).adding(days: -7 * (weekCount - 1))
    }

    /// The Monday of `day`'s week.
    package static func monday(of day: CalendarDay) -> CalendarDay { day.adding(days: -day.mondayBasedWeekday) }

    /// Net earnings per day, for `EarningsChart`: labelled "2026-11-23".
    package var dayBars: [(label: String, amount: Money)] { days.map { ($0.start.description, $0.net) } }

    /// Net earnings per week, for `EarningsChart`: labelled by the week's Monday, "2026-11-16".
    package var weekBars: [(label: String, amount: Money)] { weeks.map { ($0.start.description, $0.net) } }
}
