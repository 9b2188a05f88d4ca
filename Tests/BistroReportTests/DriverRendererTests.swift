import Foundation
import Testing

@testable import BistroCore
@testable import BistroReport

/// The drivers section (issue 26) in the four formats, from figures made by hand (DeliveryReportTests computes
/// them from a real book; ReportCommandDriverTests runs `bistro report` on one).
@Suite struct DriverRendererTests {
    let cad = Currency(code: "CAD")!
    var money: MoneyFormatter { MoneyFormatter(localeIdentifier: "en_CA", currency: cad) }
    func m(_ cents: Int) -> Money { Money(minorUnits: cents, currency: cad) }

    var report: OwnerReport {
        OwnerReport(
            restaurantName: "Royal Café", currency: cad,
            since: CalendarDay(year: 2026, month: 11, day: 22), until: CalendarDay(year: 2026, month: 11, day: 24))
    }

    var section: DriversSection {
        DriversSection(
            drivers: [
                .init(
                    driverID: 1, name: "Ana", deliveries: 2, customerFees: m(598), feeShare: m(478), tips: m(700),
                    earnings: m(1178), medianMinutes: 28),
                .init(
                    driverID: 2, name: "=Ben <b>", deliveries: 1, customerFees: m(299), feeShare: m(239), tips: m(0),
                    earnings: m(239), medianMinutes: nil),
            ],
            total: .init(
                driverID: nil, name: "Total", deliveries: 3, customerFees: m(897), feeShare: m(717), tips: m(700),
                earnings: m(1417), medianMinutes: 30),
            deliveryOrders: 5, feesCharged: m(1495), unclaimed: 1, undelivered: 1)
    }

    @Test func textHasTheSentenceAndOneAlignedLinePerDriver() throws {
        let text = ReportFormat.text.render(report, drivers: section, moneyFormatter: money)
        #expect(
            text.contains(
                "Deliveries\n==========\n5 delivery orders, charged $14.95 in delivery fees; 1 not claimed by a driver, "
                    + "1 claimed and not delivered yet\n"))
        #expect(text.contains("Drivers (deliveries delivered in the period)\n====="))
        let lines = text.split(separator: "\n")
        let header = try #require(lines.first { $0.hasPrefix("Driver ") })
        #expect(header.hasSuffix("Deliveries  Fees paid  Share   Tips  Earnings  Ready to delivered"))
        let ana = try #require(lines.first { $0.hasPrefix("Ana ") })
        #expect(ana.hasSuffix("2      $5.98  $4.78  $7.00    $11.78              28 min"))
        #expect(lines.contains { $0.hasPrefix("=Ben <b> ") && $0.hasSuffix("$2.39                   -") })
        #expect(lines.contains { $0.hasPrefix("Total ") && $0.hasSuffix("$14.17              30 min") })
        #expect(header.count == ana.count)
        #expect(text.firstRange(of: "Drivers (")!.lowerBound < text.firstRange(of: "Rejected orders")!.lowerBound)
    }

    @Test func jsonHasEveryFigure() throws {
        let json = ReportFormat.json.render(report, drivers: section, moneyFormatter: money)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let delivery = try #require(object["delivery"] as? [String: Any])
        #expect(delivery["orders"] as? Int == 5 && delivery["feesCharged"] as? String == "14.95")
        #expect(delivery["unclaimed"] as? Int == 1 && delivery["undelivered"] as? Int == 1)
        let drivers = try #require(delivery["drivers"] as? [[String: Any]])
        #expect(drivers.map { $0["name"] as? String } == ["Ana", "=Ben <b>"])
        #expect(drivers.map { $0["id"] as? Int } == [1, 2])
        let ana = drivers[0]
        #expect(
            ["customerFees", "feeShare", "tips", "earnings"].map { ana[$0] as? String } == [
                "5.98", "4.78", "7.00", "11.78",
            ])
        #expect(ana["deliveries"] as? Int == 2 && ana["medianReadyToDeliveredMinutes"] as? Int == 28)
        #expect(drivers[1]["medianReadyToDeliveredMinutes"] is NSNull)
        let total = try #require(delivery["total"] as? [String: Any])
        #expect(total["earnings"] as? String == "14.17" && total["deliveries"] as? Int == 3 && total["name"] == nil)
    }

    @Test func csvRowsAreLongFormAndSafeForSpreadsheets() {
        let rows = ReportFormat.csv.render(report, drivers: section, moneyFormatter: money).split(separator: "\r\n")
            .map(String.init)
        for row in [
            "delivery,,,orders,5", "delivery,,,fees_charged,14.95", "delivery,,,unclaimed,1",
            "delivery,,,undelivered,1", "drivers,Ana,1,deliveries,2", "drivers,Ana,1,customer_fees,5.98",
            "drivers,Ana,1,fee_share,4.78", "drivers,Ana,1,tips,7.00", "drivers,Ana,1,earnings,11.78",
            "drivers,Ana,1,median_ready_to_delivered_minutes,28",
            "drivers,'=Ben <b>,2,median_ready_to_delivered_minutes,",
            "driver_totals,,,earnings,14.17", "driver_totals,,,median_ready_to_delivered_minutes,30",
        ] {
            #expect(rows.contains(row), "\(row)")
        }
    }

    @Test func htmlHasTheSectionWithAnEscapedTable() {
        let html = ReportFormat.html.render(report, drivers: section, moneyFormatter: money)
        #expect(html.contains(#"<section aria-labelledby="drivers"><h2 id="drivers">Drivers and deliveries</h2>"#))
        #expect(html.contains("<p>5 delivery orders, charged $14.95 in delivery fees; 1 not claimed by a driver"))
        #expect(html.contains(#"<td>=Ben &lt;b&gt;</td><td class="num">1</td>"#))
        #expect(html.contains(#"<td>Total</td><td class="num">3</td>"#))
        #expect(!html.contains("<b>"))
    }

    @Test func withoutTheSectionNothingIsSaid() throws {
        for format in ReportFormat.allCases {
            let text = format.render(report, moneyFormatter: money)
            #expect(!text.contains("Deliveries") && !text.contains("driver"), "\(format)")
        }
        let json = ReportFormat.json.render(report, moneyFormatter: money)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["delivery"] is NSNull)
    }
}
