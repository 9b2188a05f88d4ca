import BistroCore

/// Amounts over days or weeks (a driver's earnings, issue 26) as one `<figure>`: a bar chart in inline SVG
/// (`role="img"` labelled by its `<title>`, each bar with a `<title>` of its own: "2026-11-23: $7.39") and a
/// table of the same figures (a `<caption>`, `<th scope>` headers, the amounts as `MoneyFormatter` writes them,
/// a total row), so the figures are there for a screen reader, a narrow screen and print alike. Every text is
/// escaped; the same input gives the same bytes. No style or script: the page around it styles `.num`, `svg`.
///
///     EarningsChart.html(earnings.dayBars, title: "Your earnings, last 14 days", money: formatter, id: "days")
package enum EarningsChart {
    /// The figure's HTML. `id` names the chart's title (`ID-title`): give each chart of a page its own.
    /// `labelHeader` and `amountHeader` head the table's columns. A negative amount draws no bar; without any
    /// bars there is only the table, with no rows.
    package static func html(
        _ bars: [(label: String, amount: Money)], title: String, money: MoneyFormatter, id: String = "earnings",
        labelHeader: String = "Day", amountHeader: String = "Earnings"
    ) -> String {
        let amounts = bars.map { (label: $0.label, text: money.format($0.amount), amount: $0.amount) }
        var html = "<figure class=\"earnings\">\n"
        html += SVGCharts.bars(
            amounts.map { ($0.label, $0.amount.minorUnits, $0.text) }, title: title, id: "\(id)-title",
            axisLabel: bars.count > 10 ? { axisLabel($0, crowded: true) } : { axisLabel($0) })
        html += "<table>\n<caption>\(escape(title))</caption>\n"
        html +=
            "<thead><tr><th scope=\"col\">\(escape(labelHeader))</th>"
            + "<th scope=\"col\" class=\"num\">\(escape(amountHeader))</th></tr></thead>\n<tbody>\n"
        for item in amounts {
            html +=
                "<tr><th scope=\"row\">\(escape(item.label))</th><td class=\"num\">\(escape(item.text))</td></tr>\n"
        }
        html += "</tbody>\n"
        if let currency = bars.first?.amount.currency, let total = Money.sum(bars.map(\.amount), currency: currency) {
            html +=
                "<tfoot><tr><th scope=\"row\">Total</th><td class=\"num\">\(escape(money.format(total)))</td></tr>"
                + "</tfoot>\n"
        }
        return html + "</table>\n</figure>\n"
    }

    /// Under a bar: "11-23" for a day ("2026-11-23"), or only "23" when more than ten bars share the width (a
    /// phone's fourteen days), a short label whole, a longer one cut to five characters and "…" (the table has
    /// it whole).
    static func axisLabel(_ label: String, crowded: Bool = false) -> String {
        if let day = CalendarDay.parse(label) { return crowded ? String(day.day) : String(label.suffix(5)) }
        return label.count <= 6 ? label : String(label.prefix(5)) + "…"
    }
}
