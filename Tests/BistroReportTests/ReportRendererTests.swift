import Foundation
import Testing

@testable import BistroCore
@testable import BistroReport

@Suite struct ReportRendererTests {
    let cad = Currency(code: "CAD")!
    var money: MoneyFormatter { MoneyFormatter(localeIdentifier: "en_CA", currency: cad) }

    func sample() -> OwnerReport {
        func m(_ cents: Int) -> Money { Money(minorUnits: cents, currency: cad) }
        var report = OwnerReport(
            restaurantName: "Royal Café", currency: cad,
            since: CalendarDay(year: 2026, month: 11, day: 20), until: CalendarDay(year: 2026, month: 11, day: 22))
        report.days = [
            .init(
                day: CalendarDay(year: 2026, month: 11, day: 20), orders: 2, subtotal: m(3300), discount: m(330),
                tax: m(386), tips: m(446), total: m(3802)),
            .init(
                day: CalendarDay(year: 2026, month: 11, day: 22), orders: 1, subtotal: m(1650), discount: m(0),
                tax: m(215), tips: m(0), total: m(1865)),
        ]
        // The order book adds the totals up (ReportQuery); a report made by hand gives them.
        report.totals = .init(
            day: report.until, orders: 3, subtotal: m(4950), discount: m(330), tax: m(601), tips: m(446), total: m(5667)
        )
        report.averageSpendInPeriod = m(2834)
        report.averageSpendAllTime = m(2500)
        let burger = OwnerReport.ProductCount(
            sku: "RC-BURG-01", name: "<script>alert(1)</script> Burger", category: "Burgers n Wraps", quantity: 3,
            revenue: m(4950))
        report.topProducts = [burger]
        report.topProductsByCategory = [("Burgers n Wraps", [burger])]
        report.pickupSlots[6][18] = 2
        report.pickupSlots[4][12] = 1
        report.coupons = [
            .init(code: "WELCOME10", redemptions: 1, discount: m(330), isScratchCard: false),
            .init(code: "=HYPERLINK(1)", redemptions: 1, discount: m(0), isScratchCard: true),
        ]
        report.scratchCards = .init(draws: 10, wins: 4, redeemed: 1)
        report.rejections = [("coupon_expired", 2), ("unknown_sku", 1)]
        return report
    }

    @Test func textIsAlignedTablesWithTotals() {
        let text = ReportFormat.text.render(sample(), moneyFormatter: money)
        #expect(text.contains("Orders and revenue per day"))
        let lines = text.split(separator: "\n")
        let total = lines.first { $0.hasPrefix("Total") }
        #expect(total?.contains("$56.67") == true)
        #expect(total?.contains("3") == true)
        let header = lines.first { $0.hasPrefix("Day ") && $0.contains("Subtotal") }!
        let firstDay = lines.first { $0.hasPrefix("2026-11-20") }!
        #expect(header.count == firstDay.count, "right-aligned columns end together")
        #expect(text.contains("Draws 10, wins 4, redeemed 1 (25.0% of wins)"))
        #expect(text.contains("coupon_expired"))
    }

    @Test func csvIsLongFormAndSafeForSpreadsheets() {
        let csv = ReportFormat.csv.render(sample(), moneyFormatter: money)
        let rows = csv.split(separator: "\r\n").map(String.init)
        #expect(rows.first == "section,key,detail,metric,value")
        #expect(rows.contains("revenue,2026-11-20,,total,38.02"))
        #expect(rows.contains("customers,all_time,,average_spend,25.00"))
        #expect(rows.contains("pickup_slots,Sun,18,orders,2"))
        #expect(rows.contains("coupons,'=HYPERLINK(1),scratch_card,redemptions,1"))
        #expect(rows.contains("rejections,coupon_expired,,orders,2"))
    }

    @Test func jsonGivesMoneyAsDecimalStrings() throws {
        let json = ReportFormat.json.render(sample(), moneyFormatter: money)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let totals = try #require(object["totals"] as? [String: Any])
        #expect(totals["total"] as? String == "56.67")
        #expect(totals["orders"] as? Int == 3)
        let slots = try #require(object["pickupSlots"] as? [[String: Any]])
        #expect((slots[6]["hours"] as? [Int])?[18] == 2)
    }

    @Test func htmlIsSelfContainedWithChartsAndEscapes() {
        let html = ReportFormat.html.render(sample(), moneyFormatter: money)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "<svg ").count - 1 == 3)
        #expect(!html.contains("<script"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; Burger"))
        #expect(!html.contains("http://") || html.contains("xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!html.contains("<link"))
        #expect(html.contains("name=\"viewport\""))
    }

    @Test func emptyPeriodStillRenders() {
        let report = OwnerReport(
            restaurantName: "Empty", currency: cad, since: CalendarDay(year: 2026, month: 1, day: 1),
            until: CalendarDay(year: 2026, month: 1, day: 31))
        for format in ReportFormat.allCases {
            #expect(!format.render(report, moneyFormatter: money).isEmpty)
        }
        #expect(ReportFormat.html.render(report, moneyFormatter: money).contains("None in this period."))
    }
}
