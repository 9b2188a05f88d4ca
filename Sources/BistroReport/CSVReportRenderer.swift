import BistroCore

/// The report as one CSV table in long form — `section,key,detail,metric,value` — so a spreadsheet's
/// pivot table or a script can pick any figure. Money is a plain decimal string ("12.50").
struct CSVReportRenderer {
    let report: OwnerReport
    /// The drivers section (issue 26); nil: not shown.
    var drivers: DriversSection? = nil

    func render() -> String {
        var rows: [[String]] = [["section", "key", "detail", "metric", "value"]]
        for day in report.days {
            let key = day.day.description
            rows.append(["revenue", key, "", "orders", "\(day.orders)"])
            for (metric, value) in [
                ("subtotal", day.subtotal), ("discount", day.discount), ("tax", day.tax), ("tips", day.tips),
                ("total", day.total),
            ] {
                rows.append(["revenue", key, "", metric, value.decimalString])
            }
        }
        if let average = report.averageSpendInPeriod {
            rows.append(["customers", "period", "", "average_spend", average.decimalString])
        }
        if let average = report.averageSpendAllTime {
            rows.append(["customers", "all_time", "", "average_spend", average.decimalString])
        }
        for product in report.topProducts {
            rows.append(["top_products", product.sku, product.category, "quantity", "\(product.quantity)"])
            rows.append(["top_products", product.sku, product.category, "revenue", product.revenue.decimalString])
        }
        for choice in report.chosenOptions {
            rows.append(["options", choice.key, "", "quantity", "\(choice.quantity)"])
            rows.append(["options", choice.key, "", "revenue", choice.revenue.decimalString])
        }
        for (weekday, hours) in report.pickupSlots.enumerated() {
            for (hour, count) in hours.enumerated() where count > 0 {
                rows.append(["pickup_slots", OwnerReport.weekdayNames[weekday], "\(hour)", "orders", "\(count)"])
            }
        }
        for coupon in report.coupons {
            let kind = coupon.isScratchCard ? "scratch_card" : "coupon"
            rows.append(["coupons", coupon.code, kind, "redemptions", "\(coupon.redemptions)"])
            rows.append(["coupons", coupon.code, kind, "discount", coupon.discount.decimalString])
        }
        let cards = report.scratchCards
        rows += [
            ["scratch_cards", "", "", "draws", "\(cards.draws)"], ["scratch_cards", "", "", "wins", "\(cards.wins)"],
            ["scratch_cards", "", "", "redeemed", "\(cards.redeemed)"],
        ]
        for dish in report.ratings {
            rows.append(["ratings", dish.sku, "", "ratings", "\(dish.summary.count)"])
            rows.append(["ratings", dish.sku, "", "average", dish.summary.averageText() ?? ""])
            for month in dish.months {
                rows.append(["ratings", dish.sku, month.month, "average", month.summary.averageText() ?? ""])
            }
        }
        rows.append(["ratings", "", "", "waiting", "\(report.ratingsWaiting)"])
        if let bookings = report.bookings { rows += bookingRows(bookings) }
        if let drivers { rows += driverRows(drivers) }
        for entry in report.rejections { rows.append(["rejections", entry.code, "", "orders", "\(entry.count)"]) }
        return rows.map { $0.map(Self.field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// RFC 4180 quoting; a leading =, +, - or @ is prefixed with ' so a spreadsheet never runs it as a formula.
    static func field(_ text: String) -> String {
        var value = text
        if let first = value.first, "=+-@".contains(first), Double(value) == nil { value = "'" + value }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
