import BistroCore
import GRDB

extension ReportQuery {
    static let kitsCategory = "Meal kits"

    func fillProducts(_ db: Database, into report: inout OwnerReport, arguments: StatementArguments) throws {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT l.sku, SUM(l.quantity), SUM(l.line_total_cents), MAX(l.order_id)
                FROM order_lines l JOIN orders o ON o.id = l.order_id
                WHERE o.order_day BETWEEN ? AND ? AND o.\(Self.counted) GROUP BY l.sku
                """, arguments: arguments)
        let latest = try db.makeStatement(
            sql: "SELECT name, category_id FROM order_lines WHERE order_id = ? AND sku = ? LIMIT 1")
        let products = catalog.productsBySKU()
        var categoryNames = Dictionary(
            catalog.categories.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        categoryNames["kits"] = Self.kitsCategory
        var counts: [OwnerReport.ProductCount] = []
        for row in rows {
            let sku: String = row[0]
            var name = products[sku]?.name
            var categoryID = products[sku]?.categoryID
            if name == nil, let line = try Row.fetchOne(latest, arguments: [row[3] as Int64, sku]) {
                name = line[0]
                categoryID = line[1]
            }
            let category = categoryID.map { categoryNames[$0] ?? $0 } ?? ""
            counts.append(
                OwnerReport.ProductCount(
                    sku: sku, name: name ?? sku, category: category, quantity: row[1],
                    revenue: Money(minorUnits: row[2], currency: currency)))
        }
        counts.sort { ($0.quantity, $1.sku) > ($1.quantity, $0.sku) }
        report.topProducts = Array(counts.prefix(topCount))
        let order = catalog.categories.map(\.name) + [Self.kitsCategory]
        let grouped = Dictionary(grouping: counts, by: \.category)
        let named = order.filter { grouped[$0] != nil } + grouped.keys.filter { !order.contains($0) }.sorted()
        report.topProductsByCategory = named.map { ($0, Array(grouped[$0]!.prefix(topPerCategory))) }
    }

    /// Every option choice ordered in the period, from the lines' recorded choices (`order_lines.choices`):
    /// units of the item ordered with it and what it added to their price.
    func fillChosenOptions(_ db: Database, into report: inout OwnerReport, arguments: StatementArguments) throws {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT l.sku, json_extract(c.value, '$.option'), json_extract(c.value, '$.choice'),
                       MAX(l.name), MAX(json_extract(c.value, '$.name')), SUM(l.quantity),
                       SUM(l.quantity * json_extract(c.value, '$.priceCents'))
                FROM order_lines l JOIN orders o ON o.id = l.order_id, json_each(l.choices) c
                WHERE o.order_day BETWEEN ? AND ? AND o.\(Self.counted) AND l.choices IS NOT NULL
                GROUP BY 1, 2, 3
                """, arguments: arguments)
        report.chosenOptions = rows.map { row in
            OwnerReport.ChoiceCount(
                key: ItemOption.stockKey(sku: row[0], option: row[1], choice: row[2]),
                name: "\(row[3] as String): \(row[4] as String)",
                quantity: row[5], revenue: Money(minorUnits: row[6], currency: currency))
        }.sorted { ($0.quantity, $1.key) > ($1.quantity, $0.key) }
    }

    func fillCoupons(_ db: Database, into report: inout OwnerReport, arguments: StatementArguments) throws {
        report.coupons = try Row.fetchAll(
            db,
            sql: """
                SELECT o.coupon_code, COUNT(*) AS n, SUM(o.discount_cents),
                       EXISTS (SELECT 1 FROM scratch_draws d WHERE d.coupon_code = o.coupon_code)
                FROM orders o WHERE o.order_day BETWEEN ? AND ? AND o.\(Self.counted) AND o.coupon_code IS NOT NULL
                GROUP BY o.coupon_code ORDER BY n DESC, o.coupon_code
                """, arguments: arguments
        ).map { row in
            OwnerReport.CouponUse(
                code: row[0], redemptions: row[1], discount: Money(minorUnits: row[2], currency: currency),
                isScratchCard: row[3])
        }
        let cards = try Row.fetchOne(
            db,
            sql: """
                SELECT COUNT(*), COALESCE(SUM(prize != 'nothing'), 0), 
                       COALESCE(SUM(prize != 'nothing' AND used_order_id IS NOT NULL), 0)
                FROM scratch_draws WHERE draw_day BETWEEN ? AND ?
                """, arguments: arguments)
        report.scratchCards = OwnerReport.ScratchCards(
            draws: cards?[0] ?? 0, wins: cards?[1] ?? 0, redeemed: cards?[2] ?? 0)
    }
}
