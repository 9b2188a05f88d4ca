import BistroCore
import GRDB

extension DriverEarnings {
    /// The earnings of driver `id` through `last`; nil when no driver has that id (a removed driver's history
    /// is still read).
    static func read(_ db: Database, driverID id: Int64, through last: CalendarDay, currency: Currency) throws
        -> DriverEarnings?
    {
        guard let name = try String.fetchOne(db, sql: "SELECT name FROM drivers WHERE id = ?", arguments: [id]) else {
            return nil
        }
        return try read(db, drivers: .one(id), names: [id: name], through: last, currency: currency).first
    }

    /// The earnings of every driver through `last`: those not removed, and removed ones who earned anything up
    /// to `last`; by name, then id.
    static func readAll(_ db: Database, through last: CalendarDay, currency: Currency) throws -> [DriverEarnings] {
        var names: [Int64: String] = [:]
        var removed: Set<Int64> = []
        for row in try Row.fetchAll(db, sql: "SELECT id, name, removed_at IS NOT NULL FROM drivers") {
            names[row[0]] = row[1]
            if row[2] as Bool { removed.insert(row[0]) }
        }
        return try read(db, drivers: .each, names: names, through: last, currency: currency)
            .filter { !removed.contains($0.driverID) || $0.totals.deliveries > 0 }
            .sorted { ($0.name, $0.driverID) < ($1.name, $1.driverID) }
    }

    /// One `DriverEarnings` per driver of `names`, in three grouped reads (per day over `dayCount` days, per
    /// week over `weekCount` weeks, all time), zero days and weeks filled in.
    private static func read(
        _ db: Database, drivers: PaidDeliveries.Drivers, names: [Int64: String], through last: CalendarDay,
        currency: Currency
    ) throws -> [DriverEarnings] {
        let zero = Totals.zero(currency)
        let dayStarts = (0..<dayCount).map { firstDay(through: last).adding(days: $0) }
        let weekStarts = (0..<weekCount).map { firstMonday(through: last).adding(days: 7 * $0) }
        func spans(_ sums: [PaidDeliveries.Sum], starts: [CalendarDay]) -> [Int64: [Span]] {
            var found: [Int64: [CalendarDay: Totals]] = [:]
            for sum in sums {
                guard let driver = sum.driverID, let key = sum.key else { continue }
                found[driver, default: [:]][key] = sum.totals
            }
            return found.mapValues { totals in starts.map { Span(start: $0, totals: totals[$0] ?? zero) } }
        }
        let days = spans(
            try PaidDeliveries.sums(
                db, drivers: drivers, by: .day, from: dayStarts[0], through: last, currency: currency),
            starts: dayStarts)
        let weeks = spans(
            try PaidDeliveries.sums(
                db, drivers: drivers, by: .week, from: weekStarts[0], through: last, currency: currency),
            starts: weekStarts)
        var totals: [Int64: Totals] = [:]
        for sum in try PaidDeliveries.sums(
            db, drivers: drivers, by: .range, from: nil, through: last, currency: currency)
        {
            if let driver = sum.driverID { totals[driver] = sum.totals }
        }
        return names.keys.sorted().map { id in
            DriverEarnings(
                driverID: id, name: names[id] ?? "", through: last,
                days: days[id] ?? dayStarts.map { Span(start: $0, totals: zero) },
                weeks: weeks[id] ?? weekStarts.map { Span(start: $0, totals: zero) }, totals: totals[id] ?? zero)
        }
    }
}

extension OrderBookReader {
    /// Driver `id`'s earnings: per day over the `DriverEarnings.dayCount` days ending `last`, per week over the
    /// `weekCount` weeks ending with `last`'s, and in total up to `last`. nil: no such driver.
    package func driverEarnings(driverID id: Int64, through last: CalendarDay, currency: Currency)
        throws(OrderStoreError) -> DriverEarnings?
    {
        try read { db in try DriverEarnings.read(db, driverID: id, through: last, currency: currency) }
    }

    /// Every driver's earnings through `last` (`DriverEarnings.readAll`).
    package func driverEarnings(through last: CalendarDay, currency: Currency) throws(OrderStoreError)
        -> [DriverEarnings]
    {
        try read { db in try DriverEarnings.readAll(db, through: last, currency: currency) }
    }
}

extension OrderStore {
    /// Driver `id`'s earnings through `last`, as `OrderBookReader.driverEarnings(driverID:through:currency:)`
    /// reads them: for the server, which holds the writer.
    package func driverEarnings(driverID id: Int64, through last: CalendarDay, currency: Currency)
        throws(OrderStoreError) -> DriverEarnings?
    {
        try read { db in try DriverEarnings.read(db, driverID: id, through: last, currency: currency) }
    }

    /// Every driver's earnings through `last` (`DriverEarnings.readAll`).
    package func driverEarnings(through last: CalendarDay, currency: Currency) throws(OrderStoreError)
        -> [DriverEarnings]
    {
        try read { db in try DriverEarnings.readAll(db, through: last, currency: currency) }
    }
}
