import BistroCore

/// The report as aligned tables for a terminal.
struct TextReportRenderer {
    let report: OwnerReport
    let money: MoneyFormatter
    /// The drivers section (issue 26); nil: not shown.
    var drivers: DriversSection? = nil

    func render() -> String {
        var out = "\(report.restaurantName): report \(report.since) to \(report.until)\n\n"
        out += section("Orders and revenue per day", revenueTable())
        let averages = [
            "Average spend per customer, this period: \(report.averageSpendInPeriod.map(money.format) ?? "-")",
            "Average spend per customer, all time:    \(report.averageSpendAllTime.map(money.format) ?? "-")",
        ]
        out += section("Customers", averages.joined(separator: "\n") + "\n")
        out += section("Most ordered", productTable(report.topProducts, withCategory: true))
        for group in report.topProductsByCategory {
            out += section("Most ordered: \(group.category)", productTable(group.products, withCategory: false))
        }
        if !report.chosenOptions.isEmpty {
            var choices = TextTable(["Option", "Name", "Qty", "Added"], alignments: [.left, .left, .right, .right])
            for choice in report.chosenOptions {
                choices.add([choice.key, choice.name, "\(choice.quantity)", money.format(choice.revenue)])
            }
            out += section("Options chosen", choices.rendered)
        }
        out += section("Busiest pickup slots (orders by weekday and hour)", slotTable())
        out += section("Coupons", couponTable())
        let cards = report.scratchCards
        out += section(
            "Scratch cards",
            "Draws \(cards.draws), wins \(cards.wins), redeemed \(cards.redeemed) ("
                + "\(percent(cards.redemptionPercent)) of wins)\n"
        )
        if !report.ratings.isEmpty || report.ratingsWaiting > 0 { out += ratingSections() }
        if let bookings = report.bookings { out += bookingSections(bookings) }
        if let drivers { out += driverSections(drivers) }
        var rejections = TextTable(["Reason", "Orders"], alignments: [.left, .right])
        for entry in report.rejections { rejections.add([entry.code, "\(entry.count)"]) }
        out += section("Rejected orders by reason", rejections.rendered)
        return out
    }

    private func ratingSections() -> String {
        func table(_ dishes: [OwnerReport.DishRating]) -> String {
            var table = TextTable(
                ["SKU", "Name", "Ratings", "Average", "By month"], alignments: [.left, .left, .right, .right, .left])
            for dish in dishes {
                let months = dish.months.map { "\($0.month) \($0.summary.averageText() ?? "-")" }
                table.add([
                    dish.sku, dish.name, "\(dish.summary.count)", dish.summary.averageText() ?? "-",
                    months.joined(separator: ", "),
                ])
            }
            return table.rendered
        }
        var out = section("Ratings (approved, given this period)", table(report.ratings))
        out += section("Lowest rated", table(report.lowestRated))
        let waiting = report.ratingsWaiting
        out += section(
            "Ratings waiting for you",
            "\(waiting) \(waiting == 1 ? "rating waits" : "ratings wait") (bistro reviews --pending)\n")
        return out
    }

    func section(_ title: String, _ body: String) -> String {
        "\(title)\n\(String(repeating: "=", count: title.count))\n\(body)\n"
    }

    private func revenueTable() -> String {
        var table = TextTable(
            ["Day", "Orders", "Subtotal", "Discounts", "Tax", "Tips", "Total"],
            alignments: [.left] + Array(repeating: .right, count: 6))
        func cells(_ label: String, _ day: OwnerReport.DayFigures) -> [String] {
            [
                label, "\(day.orders)", money.format(day.subtotal), money.format(day.discount), money.format(day.tax),
                money.format(day.tips), money.format(day.total),
            ]
        }
        for day in report.days { table.add(cells(day.day.description, day)) }
        table.add(cells("Total", report.totals))
        return table.rendered
    }

    private func productTable(_ products: [OwnerReport.ProductCount], withCategory: Bool) -> String {
        var table = TextTable(
            withCategory ? ["SKU", "Name", "Category", "Qty", "Revenue"] : ["SKU", "Name", "Qty", "Revenue"],
            alignments: withCategory ? [.left, .left, .left, .right, .right] : [.left, .left, .right, .right])
        for product in products {
            table.add(
                withCategory
                    ? [
                        product.sku, product.name, product.category, "\(product.quantity)",
                        money.format(product.revenue),
                    ]
                    : [product.sku, product.name, "\(product.quantity)", money.format(product.revenue)])
        }
        return table.rendered
    }

    private func slotTable() -> String {
        let hours = activeHours(report.pickupSlots)
        var table = TextTable(
            ["Day"] + hours.map { "\($0 < 10 ? "0" : "")\($0)h" }, alignments: [.left] + hours.map { _ in .right })
        for (index, name) in OwnerReport.weekdayNames.enumerated() {
            table.add([name] + hours.map { "\(report.pickupSlots[index][$0])" })
        }
        return table.rendered
    }

    private func couponTable() -> String {
        var table = TextTable(
            ["Code", "Kind", "Redemptions", "Discount given"], alignments: [.left, .left, .right, .right])
        for coupon in report.coupons {
            table.add([
                coupon.code, coupon.isScratchCard ? "scratch card" : "coupon", "\(coupon.redemptions)",
                money.format(coupon.discount),
            ])
        }
        return table.rendered
    }
}

/// Hours with at least one pickup in any weekday, or the usual 11–21 when there are none.
func activeHours(_ slots: [[Int]]) -> [Int] {
    let hours = (0..<24).filter { hour in slots.contains { $0[hour] > 0 } }
    guard let first = hours.first, let last = hours.last else { return Array(11...21) }
    return Array(first...last)
}

func percent(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)%"
}

/// "33.3": a percentage to one decimal without its sign, for a spreadsheet or a script to read as a number.
func percentNumber(_ value: Double) -> String { String(percent(value).dropLast()) }
