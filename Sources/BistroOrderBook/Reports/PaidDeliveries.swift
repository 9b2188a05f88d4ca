import BistroCore
import GRDB

/// The one query behind `DriverEarnings` and the report's drivers section: delivered deliveries of orders not
/// cancelled, counted on the day they were delivered (the date `delivered_at` starts with, the restaurant's
/// clock as stored), added up per driver (or over every driver) and per day, per week or over the range.
/// One driver's range walks the `deliveries_driver` index (driver_id, delivered_at). The sums are SQLite's: a
/// sum too large for an integer is an error ("integer overflow"), never a wrapped amount.
enum PaidDeliveries {
    /// What the sums are grouped by besides the driver.
    enum Key {
        /// The day delivered: "2026-11-23".
        case day
        /// The Monday of the week delivered.
        case week
        /// Nothing: the whole range.
        case range

        var expression: String {
            switch self {
            case .day: "substr(d.delivered_at, 1, 10)"
            // Six days back, then forward to a Monday: the day itself when it is one.
            case .week: "date(substr(d.delivered_at, 1, 10), '-6 days', 'weekday 1')"
            case .range: "NULL"
            }
        }
    }

    /// Who the sums are for.
    enum Drivers {
        /// One driver.
        case one(Int64)
        /// Each driver apart.
        case each
        /// Every driver's deliveries together (`Sum.driverID` is nil).
        case together
    }

    struct Sum {
        var driverID: Int64?
        /// The day or Monday, per `Key`; nil for `.range` (or a time SQLite cannot read).
        var key: CalendarDay?
        var totals: DriverEarnings.Totals
        /// What the customers paid for these deliveries (`orders.delivery_fee_cents`).
        var customerFees: Money
    }

    /// The statement: its arguments are the driver's id (for `.one`), then the first day ("" from the start)
    /// and the day after the last.
    static func sql(_ drivers: Drivers, by key: Key) -> String {
        let (driverColumn, driverFilter) =
            switch drivers {
            case .one: ("d.driver_id", "d.driver_id = ?")
            case .each: ("d.driver_id", "d.driver_id IS NOT NULL")
            case .together: ("NULL", "d.driver_id IS NOT NULL")
            }
        return """
            SELECT \(driverColumn), \(key.expression), COUNT(*), SUM(d.driver_fee_cents), SUM(o.tip_cents),
                   SUM(d.driver_fee_cents + o.tip_cents), SUM(o.delivery_fee_cents)
            FROM deliveries d JOIN orders o ON o.id = d.order_id
            WHERE \(driverFilter) AND d.delivered_at >= ? AND d.delivered_at < ? AND o.status != 'cancelled'
            GROUP BY 1, 2 ORDER BY 1, 2
            """
    }

    /// The sums of deliveries delivered from `first` (nil: from the start) through `last`, both included.
    static func sums(
        _ db: Database, drivers: Drivers, by key: Key, from first: CalendarDay?, through last: CalendarDay,
        currency: Currency
    ) throws -> [Sum] {
        var arguments: StatementArguments = [first?.description ?? "", last.adding(days: 1).description]
        if case .one(let id) = drivers { arguments = [id] + arguments }
        let rows = try Row.fetchCursor(db.cachedStatement(sql: sql(drivers, by: key)), arguments: arguments)
        func money(_ cents: Int?) -> Money { Money(minorUnits: cents ?? 0, currency: currency) }
        var sums: [Sum] = []
        while let row = try rows.next() {
            let day: String? = row[1]
            sums.append(
                Sum(
                    driverID: row[0], key: day.flatMap(CalendarDay.parse),
                    totals: DriverEarnings.Totals(
                        deliveries: row[2], feeShare: money(row[3]), tips: money(row[4]), net: money(row[5])),
                    customerFees: money(row[6])))
        }
        return sums
    }
}
