import BistroCore
import Foundation
import GRDB

/// Fills an `OwnerReport` from the order book. The definitions (docs/report.md):
///
/// - An order counts on the restaurant-time day it was placed (`order_day`); cancelled orders count
///   nowhere (not in revenue, averages, products, slots or coupon use). Revenue is the orders' `total`
///   (subtotal − discount + tax + tip), per day and over the period.
/// - Average spend per customer: the counted orders' totals divided by the number of distinct customers
///   who placed them, rounded to the nearest minor unit (halves up); for the period and over all history.
/// - Most ordered: units per SKU over the period, most first, ties by SKU; the overall list keeps
///   `topCount` entries, each category's list `topPerCategory`. A SKU is filed under its current catalog
///   category (meal kits under "Meal kits"), or under the category it was ordered from if the catalog has
///   dropped it; its name is the catalog's, or the name on its latest order line.
/// - Pickup slots: counted orders by weekday and hour of their pickup time; for "as soon as possible" orders,
///   of the time they became ready (or were picked up), else the time they are due ready, else the time they
///   were placed (an order placed at 1 a.m. while closed counts when it was ready, not at 1 a.m.). All in the
///   restaurant's offset as stored.
/// - Coupons: counted orders carrying a code, per code; a code is a scratch-card code when a scratch draw
///   issued it. Scratch cards: draws made on days of the period; wins are draws with a prize; redeemed
///   are wins whose code has been used on an order.
/// - Ratings: approved ratings given on days of the period, per SKU and calendar month; the lowest rated are
///   the dishes with the lowest average; ratings waiting for the owner are counted whenever they came.
/// - Bookings: bookings that start on a day of the period, per day (guests seated, not marked after their
///   start, still to come), per party size, and by status (the no-show rate is no-shows among seated and
///   no-shows); cancelled ones count only as cancelled. Table use: per hour of the day, the table-minutes held
///   by booked or seated bookings over the table-minutes open (`TableUseTally`). Dine-in orders per table.
/// - Rejections: rejected order files whose rejection time falls on a day of the period, per reason code;
///   a file rejected for two reasons counts once under each.
package struct ReportQuery: Sendable {
    package var restaurantName: String
    package var currency: Currency
    package var catalog: Catalog
    package var since: CalendarDay
    package var until: CalendarDay
    /// The tables the bookings section divides table use by; nil: the restaurant has none.
    package var room: DiningRoom?
    /// When the report is made: a booking still booked after its start is not marked, before it still to come.
    package var now: Timestamp
    var topCount = 10
    var topPerCategory = 5

    package init(
        restaurantName: String, currency: Currency, catalog: Catalog, since: CalendarDay, until: CalendarDay,
        room: DiningRoom? = nil, now: Timestamp = Timestamp(Date())
    ) {
        self.restaurantName = restaurantName
        self.currency = currency
        self.catalog = catalog
        self.since = since
        self.until = until
        self.room = room
        self.now = now
    }

    static let counted = "status != 'cancelled'"

    package func run(on reader: OrderBookReader) throws(OrderStoreError) -> OwnerReport {
        try reader.read { db in try report(db) }
    }

    /// The report from `db` (one read transaction's snapshot).
    func report(_ db: Database) throws -> OwnerReport {
        var report = OwnerReport(restaurantName: restaurantName, currency: currency, since: since, until: until)
        let period: StatementArguments = [since.description, until.description]
        let inPeriod = "order_day BETWEEN ? AND ? AND \(Self.counted)"
        // SQLite's SUM stops with "integer overflow" rather than wrap: a sum too large is an error.
        let sums =
            "COUNT(*), SUM(subtotal_cents), SUM(discount_cents), SUM(tax_cents), SUM(tip_cents), SUM(total_cents)"
        func figures(_ row: Row, day: CalendarDay) -> OwnerReport.DayFigures {
            OwnerReport.DayFigures(
                day: day, orders: row[1], subtotal: money(row[2]), discount: money(row[3]),
                tax: money(row[4]), tips: money(row[5]), total: money(row[6]))
        }
        report.days = try Row.fetchAll(
            db,
            sql: """
                SELECT order_day, \(sums) FROM orders WHERE \(inPeriod) GROUP BY order_day ORDER BY order_day
                """, arguments: period
        ).compactMap { row in CalendarDay.parse(row[0]).map { figures(row, day: $0) } }
        if let row = try Row.fetchOne(
            db, sql: "SELECT NULL, \(sums) FROM orders WHERE \(inPeriod)", arguments: period)
        {
            report.totals = figures(row, day: until)
        }
        report.averageSpendInPeriod = try averageSpend(db, whereClause: inPeriod, arguments: period)
        report.averageSpendAllTime = try averageSpend(db, whereClause: Self.counted, arguments: [])
        try fillProducts(db, into: &report, arguments: period)
        try fillChosenOptions(db, into: &report, arguments: period)
        report.pickupSlots = try pickupSlots(db, whereClause: inPeriod, arguments: period)
        try fillCoupons(db, into: &report, arguments: period)
        try fillRatings(db, into: &report, arguments: period)
        try fillBookings(db, into: &report, arguments: period)
        report.rejections = try Row.fetchAll(
            db,
            sql: """
                SELECT code, COUNT(DISTINCT rejection_id) AS n
                FROM rejection_reasons r JOIN rejections j ON j.id = r.rejection_id
                WHERE substr(j.rejected_at, 1, 10) BETWEEN ? AND ? GROUP BY code ORDER BY n DESC, code
                """, arguments: period
        ).map { ($0[0] as String, $0[1] as Int) }
        return report
    }

    private func money(_ cents: Int?) -> Money { Money(minorUnits: cents ?? 0, currency: currency) }

    private func averageSpend(_ db: Database, whereClause: String, arguments: StatementArguments) throws -> Money? {
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT SUM(total_cents), COUNT(DISTINCT customer_id) FROM orders WHERE \(whereClause)",
                arguments: arguments),
            let sum = row[0] as Int?, let customers = row[1] as Int?, customers > 0
        else { return nil }
        return roundedDivision(sum, customers).map(money)
    }

    private func pickupSlots(_ db: Database, whereClause: String, arguments: StatementArguments) throws -> [[Int]] {
        var slots = Array(repeating: Array(repeating: 0, count: 24), count: 7)
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT COALESCE(
                    pickup_at,
                    (SELECT MIN(changed_at) FROM status_history
                     WHERE status_history.order_id = orders.id AND status_history.status IN ('ready', 'picked_up')),
                    ready_due_at, placed_at)
                FROM orders WHERE \(whereClause)
                """, arguments: arguments)
        {
            let text: String = row[0]
            guard let day = CalendarDay.parse(String(text.prefix(10))), text.count >= 13,
                let hour = Int(text.dropFirst(11).prefix(2)), (0..<24).contains(hour)
            else { continue }
            slots[day.mondayBasedWeekday][hour] += 1
        }
        return slots
    }
}
