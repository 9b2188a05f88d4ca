import BistroCore
import GRDB

extension ReportQuery {
    /// Approved ratings given on days of the period (restaurant time, as `reviewed_at` is stored), per SKU and
    /// per month; a dish is named as in the catalog, else as on its order line.
    func fillRatings(_ db: Database, into report: inout OwnerReport, arguments: StatementArguments) throws {
        let products = catalog.productsBySKU()
        var dishes: [String: OwnerReport.DishRating] = [:]
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT r.sku, MAX(l.name), substr(r.reviewed_at, 1, 7) AS month, r.stars, COUNT(*)
                FROM reviews r JOIN order_lines l ON l.order_id = r.order_id AND l.line_number = r.line_number
                WHERE r.state = 'approved' AND substr(r.reviewed_at, 1, 10) BETWEEN ? AND ?
                GROUP BY r.sku, month, r.stars ORDER BY r.sku, month
                """, arguments: arguments)
        while let row = try rows.next() {
            let sku: String = row[0]
            let month: String = row[2]
            let stars: Int = row[3]
            let count: Int = row[4]
            let lineName: String = row[1]
            let name = products[sku]?.name ?? lineName
            var dish =
                dishes[sku] ?? OwnerReport.DishRating(sku: sku, name: name, summary: RatingSummary(), months: [])
            dish.summary.add(stars: stars, count: count)
            if dish.months.last?.month != month {
                dish.months.append(.init(month: month, summary: RatingSummary()))
            }
            dish.months[dish.months.count - 1].summary.add(stars: stars, count: count)
            dishes[sku] = dish
        }
        report.ratings = dishes.values.sorted { $0.sku < $1.sku }
        report.ratingsWaiting = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM reviews WHERE state = 'pending'") ?? 0
    }
}
