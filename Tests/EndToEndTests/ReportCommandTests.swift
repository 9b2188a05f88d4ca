import Foundation
import Testing

/// `bistro report` on the scenario's database: every figure against values computed in this test from
/// the scenario's order inputs (`OrderBookScenario.planned`), in every format.
@Suite struct ReportCommandTests {
    static let since = "2026-11-20", until = "2026-11-22"

    /// The expected figures, from the inputs alone.
    struct Expected {
        var days: [String: (orders: Int, subtotal: Int, discount: Int, tax: Int, tip: Int, total: Int)] = [:]
        var averagePeriod = 0, averageAllTime = 0
        var products: [(sku: String, quantity: Int, revenue: Int)] = []
        var slots: [String: Int] = [:]  // "Fri 18" → orders
        var welcome = (redemptions: 0, discount: 0)

        init() {
            let prices = OrderBookScenario.prices
            let counted = OrderBookScenario.planned.filter { !$0.cancelled }
            let inPeriod = counted.filter { $0.day >= ReportCommandTests.since && $0.day <= ReportCommandTests.until }
            func average(_ orders: [OrderBookScenario.Planned]) -> Int {
                let sum = orders.reduce(0) { $0 + $1.figures(prices).total }
                let customers = Set(orders.map(\.email)).count
                return (sum * 2 + customers) / (customers * 2)
            }
            averagePeriod = average(inPeriod)
            averageAllTime = average(counted)
            var quantities: [String: (Int, Int)] = [:]
            let weekdays = ["2026-11-20": "Fri", "2026-11-21": "Sat", "2026-11-22": "Sun"]
            for order in inPeriod {
                let f = order.figures(prices)
                let d = days[order.day] ?? (0, 0, 0, 0, 0, 0)
                days[order.day] = (
                    d.orders + 1, d.subtotal + f.subtotal, d.discount + f.discount, d.tax + f.tax, d.tip + f.tip,
                    d.total + f.total
                )
                for line in order.lines {
                    let q = quantities[line.sku] ?? (0, 0)
                    quantities[line.sku] = (q.0 + line.quantity, q.1 + line.quantity * prices[line.sku]!)
                }
                slots["\(weekdays[order.day]!) \(Int((order.pickup ?? order.placedTime).prefix(2))!)", default: 0] += 1
                if order.coupon != nil { welcome = (welcome.redemptions + 1, welcome.discount + f.discount) }
            }
            products = quantities.map { ($0.key, $0.value.0, $0.value.1) }.sorted {
                ($0.quantity, $1.sku) > ($1.quantity, $0.sku)
            }
        }
    }

    static func money(_ cents: Int) -> String { String(format: "%d.%02d", cents / 100, cents % 100) }

    @Test func everyFigureInJSON() throws {
        let scenario = try OrderBookScenario()
        let expected = Expected()
        let report =
            try scenario.runner.json(["report", "--since", Self.since, "--until", Self.until, "--format", "json"])
            as! [String: Any]
        #expect(report["since"] as? String == Self.since && report["until"] as? String == Self.until)

        let days = report["days"] as! [[String: Any]]
        #expect(days.map { $0["day"] as! String } == expected.days.keys.sorted())
        for day in days {
            let e = expected.days[day["day"] as! String]!
            #expect(day["orders"] as? Int == e.orders)
            #expect(day["subtotal"] as? String == Self.money(e.subtotal))
            #expect(day["discount"] as? String == Self.money(e.discount))
            #expect(day["tax"] as? String == Self.money(e.tax))
            #expect(day["tips"] as? String == Self.money(e.tip))
            #expect(day["total"] as? String == Self.money(e.total))
        }
        let totals = report["totals"] as! [String: Any]
        #expect(totals["total"] as? String == Self.money(expected.days.values.reduce(0) { $0 + $1.total }))
        #expect(totals["orders"] as? Int == 6, "the cancelled order and the one before the period do not count")

        let average = report["averageSpendPerCustomer"] as! [String: Any]
        #expect(average["period"] as? String == Self.money(expected.averagePeriod))
        #expect(average["allTime"] as? String == Self.money(expected.averageAllTime))
        #expect(expected.averagePeriod != expected.averageAllTime)

        let top = report["topProducts"] as! [[String: Any]]
        #expect(top.map { $0["sku"] as! String } == expected.products.map(\.sku))
        #expect(top.map { $0["quantity"] as! Int } == expected.products.map(\.quantity))
        #expect(top.map { $0["revenue"] as! String } == expected.products.map { Self.money($0.revenue) })
        #expect(top.first?["category"] as? String == "Burgers n Wraps")
        let byCategory = report["topProductsByCategory"] as! [[String: Any]]
        #expect(byCategory.map { $0["category"] as! String } == ["Burgers n Wraps", "Soups n Salads", "Meal kits"])
        #expect(
            (byCategory[0]["products"] as! [[String: Any]]).map { $0["sku"] as! String } == [
                "RC-BURG-01", "RC-BURG-02",
            ])
        #expect((byCategory[2]["products"] as! [[String: Any]]).map { $0["sku"] as! String } == ["RC-KIT-01"])

        var slots: [String: Int] = [:]
        for weekday in report["pickupSlots"] as! [[String: Any]] {
            for (hour, count) in (weekday["hours"] as! [Int]).enumerated() where count > 0 {
                slots["\(weekday["weekday"] as! String) \(hour)"] = count
            }
        }
        #expect(slots == expected.slots)

        let coupons = report["coupons"] as! [[String: Any]]
        #expect(coupons.count == 1)
        #expect(coupons.first?["code"] as? String == "WELCOME10")
        #expect(coupons.first?["redemptions"] as? Int == expected.welcome.redemptions)
        #expect(coupons.first?["discount"] as? String == Self.money(expected.welcome.discount))
        #expect(coupons.first?["scratchCard"] as? Bool == false)
        // Draws in the period: 4 (the October one is outside); wins 2; redeemed 1.
        #expect((report["scratchCards"] as? [String: Int]) == ["draws": 4, "wins": 2, "redeemed": 1])

        let rejections = (report["rejections"] as! [[String: Any]]).map { "\($0["code"]!)=\($0["count"]!)" }
        #expect(rejections == ["unknown_sku=2", "coupon_already_used=1", "malformed_json=1"])
    }

    @Test func textCSVAndHTMLCarryTheSameFigures() throws {
        let scenario = try OrderBookScenario()
        let expected = Expected()
        let period = ["--since", Self.since, "--until", Self.until]
        let total = expected.days.values.reduce(0) { $0 + $1.total }

        let text = try scenario.runner.run(["report"] + period).stdout
        #expect(text.hasPrefix("Royal Café: report 2026-11-20 to 2026-11-22\n"))
        let totalLine = try #require(text.split(separator: "\n").first { $0.hasPrefix("Total ") })
        #expect(totalLine.hasSuffix("$" + Self.money(total)))
        #expect(text.contains("Average spend per customer, this period: $\(Self.money(expected.averagePeriod))"))
        #expect(text.contains("Draws 4, wins 2, redeemed 1 (50.0% of wins)"))
        // Aligned: every row of the revenue table is as wide as its header.
        let revenue = text.components(separatedBy: "Orders and revenue per day\n")[1].components(separatedBy: "\n\n")[0]
            .split(separator: "\n").dropFirst()
        #expect(Set(revenue.map(\.count)).count == 1, "\(revenue)")

        let csv = try scenario.runner.run(["report", "--format", "csv"] + period).stdout
        #expect(csv.hasPrefix("section,key,detail,metric,value\r\n"))
        for (day, figures) in expected.days {
            #expect(csv.contains("revenue,\(day),,total,\(Self.money(figures.total))\r\n"))
        }
        #expect(csv.contains("top_products,RC-BURG-01,Burgers n Wraps,quantity,4\r\n"))
        #expect(csv.contains("coupons,WELCOME10,coupon,redemptions,\(expected.welcome.redemptions)\r\n"))
        #expect(csv.contains("rejections,unknown_sku,,orders,2\r\n"))

        let html = try scenario.runner.run(["report", "--format", "html"] + period).stdout
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<svg"))
        #expect(html.contains("$" + Self.money(total)))
        #expect(!html.contains("<script") && !html.contains("<link") && !html.contains("src="), "self-contained")
    }

    @Test func defaultPeriodOutputFileAndRefusals() throws {
        let scenario = try OrderBookScenario()
        // Default: the 30 days ending with the day of --now (2026-11-22): the October order is outside.
        let report = try scenario.runner.json(["report", "--format", "json"]) as! [String: Any]
        #expect(report["since"] as? String == "2026-10-24" && report["until"] as? String == "2026-11-22")

        let file = scenario.runner.root + "/private/report.html"
        try FileManager.default.createDirectory(
            atPath: scenario.runner.root + "/private", withIntermediateDirectories: true)
        #expect(try scenario.runner.run(["report", "--format", "html", "--output", file]).status == 0)
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written.hasPrefix("<!DOCTYPE html>"))
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as! Int
        #expect(mode & 0o002 == 0)

        // Never into the public site: the default Site/, a folder a build wrote, or through a symbolic link.
        #expect(try scenario.build().status == 0)
        for target in ["Site/report.html", scenario.site + "/receipts/x.html", "site-link/report.html"] {
            try? FileManager.default.createSymbolicLink(
                atPath: scenario.runner.root + "/site-link", withDestinationPath: scenario.site)
            let refused = try scenario.runner.run(["report", "--output", target])
            #expect(refused.status != 0, "\(target)")
            #expect(refused.stderr.contains("public site folder"))
            #expect(!FileManager.default.fileExists(atPath: scenario.runner.root + "/" + target))
        }
        // A period that ends before it starts is a mistyped command (exit status 64, EX_USAGE).
        let backwards = try scenario.runner.run(["report", "--since", "2026-11-23", "--until", "2026-11-22"])
        #expect(backwards.status == 64)
        #expect(
            backwards.stderr
                == "bistro: error: --since 2026-11-23 is after --until 2026-11-22 (see bistro report --help)\n")
        #expect(try scenario.runner.run(["report", "--since", "22/11/2026"]).status != 0)
    }
}
