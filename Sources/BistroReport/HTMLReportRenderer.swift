import BistroCore
import BistroTemplates

/// The report as one self-contained HTML page: inline CSS, charts as inline SVG, no scripts or downloads,
/// readable on a phone. Every name from the database is escaped.
struct HTMLReportRenderer {
    let report: OwnerReport
    let money: MoneyFormatter
    /// The drivers section (issue 26); nil: not shown.
    var drivers: DriversSection? = nil

    func render() -> String {
        let title = "\(report.restaurantName): report \(report.since) to \(report.until)"
        let totals = report.totals
        var body = "<header><h1>\(escape(title))</h1></header>\n<main>\n"
        body += "<section aria-labelledby=\"summary\"><h2 id=\"summary\">Summary</h2>\n<dl class=\"figures\">"
        for (label, value) in [
            ("Orders", "\(totals.orders)"), ("Revenue", money.format(totals.total)),
            ("Discounts", money.format(totals.discount)),
            ("Tax", money.format(totals.tax)), ("Tips", money.format(totals.tips)),
            ("Average spend per customer (period)", report.averageSpendInPeriod.map(money.format) ?? "–"),
            ("Average spend per customer (all time)", report.averageSpendAllTime.map(money.format) ?? "–"),
        ] {
            body += "<div><dt>\(escape(label))</dt><dd>\(escape(value))</dd></div>"
        }
        body += "</dl></section>\n"
        body += "<section aria-labelledby=\"revenue\"><h2 id=\"revenue\">Revenue per day</h2>\n"
        body += SVGCharts.bars(
            report.days.map { ($0.day.description, $0.total.minorUnits, money.format($0.total)) },
            title: "Revenue per day")
        body += table(
            ["Day", "Orders", "Subtotal", "Discounts", "Tax", "Tips", "Total"], numericFrom: 1,
            rows: report.days.map {
                [
                    $0.day.description, "\($0.orders)", money.format($0.subtotal), money.format($0.discount),
                    money.format($0.tax), money.format($0.tips), money.format($0.total),
                ]
            }
                + [
                    [
                        "Total", "\(totals.orders)", money.format(totals.subtotal), money.format(totals.discount),
                        money.format(totals.tax), money.format(totals.tips), money.format(totals.total),
                    ]
                ])
        body += "</section>\n<section aria-labelledby=\"slots\"><h2 id=\"slots\">Busiest pickup times</h2>\n"
        body += SVGCharts.heatMap(
            report.pickupSlots, rowLabels: OwnerReport.weekdayNames, columns: activeHours(report.pickupSlots),
            title: "Orders by weekday and pickup hour")
        body += "</section>\n<section aria-labelledby=\"top\"><h2 id=\"top\">Most ordered</h2>\n"
        body += SVGCharts.horizontalBars(
            report.topProducts.prefix(10).map { ($0.name, $0.quantity) }, title: "Most ordered items and kits")
        body += table(
            ["SKU", "Name", "Category", "Quantity", "Revenue"], numericFrom: 3,
            rows: report.topProducts.map { [$0.sku, $0.name, $0.category, "\($0.quantity)", money.format($0.revenue)] })
        for group in report.topProductsByCategory {
            body +=
                "<h3>\(escape(group.category))</h3>\n"
                + table(
                    ["SKU", "Name", "Quantity", "Revenue"], numericFrom: 2,
                    rows: group.products.map { [$0.sku, $0.name, "\($0.quantity)", money.format($0.revenue)] })
        }
        if !report.chosenOptions.isEmpty {
            body +=
                "<h3>Options chosen</h3>\n"
                + table(
                    ["Option", "Name", "Quantity", "Added"], numericFrom: 2,
                    rows: report.chosenOptions.map { [$0.key, $0.name, "\($0.quantity)", money.format($0.revenue)] })
        }
        body += "</section>\n<section aria-labelledby=\"coupons\"><h2 id=\"coupons\">Coupons and scratch cards</h2>\n"
        body += table(
            ["Code", "Kind", "Redemptions", "Discount given"], numericFrom: 2,
            rows: report.coupons.map {
                [$0.code, $0.isScratchCard ? "scratch card" : "coupon", "\($0.redemptions)", money.format($0.discount)]
            })
        let cards = report.scratchCards
        body +=
            "<p>Scratch cards: \(cards.draws) draws, \(cards.wins) wins, \(cards.redeemed) redeemed ("
            + "\(percent(cards.redemptionPercent)) of wins).</p>\n"
        if !report.ratings.isEmpty || report.ratingsWaiting > 0 {
            body += "</section>\n<section aria-labelledby=\"ratings\"><h2 id=\"ratings\">Ratings</h2>\n"
            let waiting = report.ratingsWaiting
            body +=
                "<p>\(waiting) \(waiting == 1 ? "rating waits" : "ratings wait") for you (bistro reviews --pending).</p>\n"
            func rows(_ dishes: [OwnerReport.DishRating]) -> [[String]] {
                dishes.map { dish in
                    [
                        dish.sku, dish.name, "\(dish.summary.count)", dish.summary.averageText() ?? "-",
                        dish.months.map { "\($0.month): \($0.summary.averageText() ?? "-")" }.joined(separator: ", "),
                    ]
                }
            }
            let headers = ["SKU", "Name", "Ratings", "Average", "By month"]
            body += "<h3>Lowest rated</h3>\n" + table(headers, numericFrom: 2, rows: rows(report.lowestRated))
            body += "<h3>Every rated dish</h3>\n" + table(headers, numericFrom: 2, rows: rows(report.ratings))
        }
        if let bookings = report.bookings { body += bookingSection(bookings) }
        if let drivers { body += driverSection(drivers) }
        body +=
            "</section>\n<section aria-labelledby=\"rejections\"><h2 id=\"rejections\">Rejected orders by reason</h2>\n"
        body += table(["Reason", "Orders"], numericFrom: 1, rows: report.rejections.map { [$0.code, "\($0.count)"] })
        body += "</section>\n</main>\n"
        return StandalonePage.render(title: title, style: Self.style, body: body)
    }

    func table(_ headers: [String], numericFrom: Int, rows: [[String]]) -> String {
        guard !rows.isEmpty else { return "<p>None in this period.</p>\n" }
        var html = "<div class=\"scroll\"><table>\n<thead><tr>"
        for (index, header) in headers.enumerated() {
            html += "<th scope=\"col\"\(index >= numericFrom ? " class=\"num\"" : "")>\(escape(header))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for row in rows {
            html +=
                "<tr>"
                + row.enumerated().map {
                    "<td\($0.offset >= numericFrom ? " class=\"num\"" : "")>\(escape($0.element))</td>"
                }.joined() + "</tr>\n"
        }
        return html + "</tbody></table></div>\n"
    }

    static let style = """
        body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fafaf7}
        header,main{max-width:60rem;margin:0 auto;padding:0 1rem}h1{font-size:1.6rem}
        .figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));gap:.75rem}
        .figures div{background:#fff;border:1px solid #ddd;border-radius:.5rem;padding:.5rem .75rem}
        dt{font-size:.85rem;color:#555}dd{margin:0;font-size:1.25rem;font-weight:600}
        .scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;margin:1rem 0}
        th,td{padding:.3rem .5rem;border-bottom:1px solid #ddd;text-align:left}\
        .num{text-align:right;font-variant-numeric:tabular-nums}
        svg{max-width:100%;height:auto}svg text{font:11px system-ui,sans-serif;fill:#333}
        """
}

/// Escapes text for HTML element content and attribute values.
func escape(_ text: String) -> String { HTMLText.escape(text) }
