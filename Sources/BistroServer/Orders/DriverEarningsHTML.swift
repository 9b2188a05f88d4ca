import BistroCore
import BistroOrderBook
import BistroReport

/// The earnings part of a driver's dashboard: net earnings per day for the last 14 days and per week for the
/// last 8, each as BistroReport's `EarningsChart` (an SVG bar chart and a table of the same figures), and the
/// totals. The figures are `DriverEarnings`, the read model `bistro report`'s drivers section is made from.
enum DriverEarningsHTML {
    static func html(_ earnings: DriverEarnings, money: MoneyFormatter) -> String {
        let totals = earnings.totals
        let count = totals.deliveries == 1 ? "1 delivery" : "\(totals.deliveries) deliveries"
        return "<div class=\"earnings-chart\" id=\"earnings-days\">\n"
            + EarningsChart.html(
                earnings.dayBars, title: "Net earnings per day, last 14 days", money: money, id: "earnings-days",
                labelHeader: "Day")
            + "</div>\n<div class=\"earnings-chart\" id=\"earnings-weeks\">\n"
            + EarningsChart.html(
                earnings.weekBars, title: "Net earnings per week, last 8 weeks", money: money, id: "earnings-weeks",
                labelHeader: "Week of")
            + "</div>\n<p class=\"earnings-totals\">In all: \(count), \(money.format(totals.feeShare)) of delivery fees and "
            + "\(money.format(totals.tips)) in tips: <strong>\(money.format(totals.net))</strong>.</p>\n"
    }
}
