import Foundation
import Testing

@testable import BistroCore
@testable import BistroReport

/// The bookings section in the four formats, from figures made by hand (BookingReportTests computes them from a
/// real book).
@Suite struct BookingRendererTests {
    let cad = Currency(code: "CAD")!
    var money: MoneyFormatter { MoneyFormatter(localeIdentifier: "en_CA", currency: cad) }

    func sample(bookings: OwnerReport.BookingFigures? = Self.figures()) -> OwnerReport {
        var report = OwnerReport(
            restaurantName: "Royal Café", currency: cad,
            since: CalendarDay(year: 2026, month: 11, day: 23), until: CalendarDay(year: 2026, month: 11, day: 24))
        report.bookings = bookings
        return report
    }

    static func figures() -> OwnerReport.BookingFigures {
        var figures = OwnerReport.BookingFigures()
        (figures.seated, figures.noShows, figures.unmarked, figures.upcoming, figures.cancelled) = (2, 1, 1, 1, 1)
        figures.days = [
            .init(day: CalendarDay(year: 2026, month: 11, day: 23), covers: .init(seated: 10, unmarked: 2)),
            .init(day: CalendarDay(year: 2026, month: 11, day: 24), covers: .init(upcoming: 3)),
        ]
        figures.partySizes = [.init(party: 2, bookings: 2), .init(party: 8, bookings: 1)]
        figures.tables = 4
        figures.tableUse = [
            .init(hour: 11, heldMinutes: 60, openMinutes: 480), .init(hour: 18, heldMinutes: 135, openMinutes: 720),
        ]
        figures.dineInOrders = [.init(table: "<T3>", orders: 1)]
        return figures
    }

    @Test func textHasTheCountsTheRateAndAlignedTables() {
        let text = ReportFormat.text.render(sample(), moneyFormatter: money)
        #expect(text.contains("5 bookings: 2 seated, 1 no-show, 1 not marked, 1 to come; 1 cancelled\n"))
        #expect(text.contains("No-show rate: 33.3% (1 no-show of 3 seated or no-show)\n"))
        let lines = text.split(separator: "\n")
        let header = try! #require(lines.first { $0.hasPrefix("Day ") && $0.contains("Not marked") })
        let monday = try! #require(lines.first { $0.hasPrefix("2026-11-23 ") })
        #expect(header.count == monday.count && monday.hasSuffix(" 12"))
        #expect(lines.contains { $0.hasPrefix("Total") && $0.hasSuffix(" 15") })
        #expect(lines.contains { $0.hasPrefix("18:00") && $0.hasSuffix("135   720  18.8%") })
        #expect(text.contains("Table use by hour (table-minutes held of those open, 4 tables)"))
        #expect(lines.contains { $0.hasPrefix("<T3>") && $0.hasSuffix(" 1") })
    }

    @Test func csvRowsAreLongFormNumbers() {
        let rows = ReportFormat.csv.render(sample(), moneyFormatter: money).split(separator: "\r\n").map(String.init)
        for row in [
            "bookings,,,seated,2", "bookings,,,no_shows,1", "bookings,,,cancelled,1",
            "bookings,,,no_show_percent,33.3", "booking_covers,2026-11-23,,seated,10",
            "booking_covers,2026-11-23,,covers,12", "booking_covers,2026-11-24,,upcoming,3",
            "booking_parties,8,,bookings,1", "table_use,18:00,,held_minutes,135", "table_use,18:00,,open_minutes,720",
            "table_use,18:00,,use_percent,18.8", "dine_in,<T3>,,orders,1",
        ] {
            #expect(rows.contains(row), "\(row)")
        }
    }

    @Test func jsonHasEveryFigure() throws {
        let json = ReportFormat.json.render(sample(), moneyFormatter: money)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let bookings = try #require(object["bookings"] as? [String: Any])
        #expect(bookings["bookings"] as? Int == 5 && bookings["cancelled"] as? Int == 1)
        #expect(bookings["noShowPercent"] as? String == "33.3")
        let days = try #require(bookings["days"] as? [[String: Any]])
        #expect(days.map { $0["covers"] as? Int } == [12, 3])
        #expect(days.first?["unmarked"] as? Int == 2)
        #expect(
            (bookings["partySizes"] as? [[String: Int]]) == [
                ["party": 2, "bookings": 2], ["party": 8, "bookings": 1],
            ])
        let use = try #require(bookings["tableUse"] as? [[String: Any]])
        #expect(use.last?["hour"] as? String == "18:00" && use.last?["percent"] as? String == "18.8")
        #expect(use.last?["heldMinutes"] as? Int == 135 && bookings["tables"] as? Int == 4)

        let without = ReportFormat.json.render(sample(bookings: nil), moneyFormatter: money)
        let none = try #require(try JSONSerialization.jsonObject(with: Data(without.utf8)) as? [String: Any])
        #expect(none["bookings"] is NSNull)
    }

    @Test func htmlChartsCoversWithATableAndEscapes() {
        let html = ReportFormat.html.render(sample(), moneyFormatter: money)
        #expect(html.contains("<h2 id=\"bookings\">Bookings</h2>"))
        let chart = try! #require(html.components(separatedBy: "<h3>Covers per day</h3>\n").last)
        #expect(chart.hasPrefix("<svg ") && chart.contains("role=\"img\""))
        #expect(chart.contains("aria-label=\"Covers per day: guests seated, not marked and to come\""))
        #expect(chart.contains("<title>2026-11-23: 12 covers (10 seated, 2 not marked, 0 to come)</title>"))
        #expect(html.contains("<td class=\"num\">18.8%</td>"))
        #expect(html.contains("&lt;T3&gt;") && !html.contains("<T3>"))
        #expect(html.contains("No-show rate: 33.3% (1 no-show of 3 seated or no-show).</p>"))
    }

    @Test func withoutBookingsThereIsNoSection() {
        for format in [ReportFormat.text, .csv, .html] {
            let text = format.render(sample(bookings: nil), moneyFormatter: money)
            #expect(!text.contains("No-show") && !text.contains("booking"), "\(format)")
        }
        let empty = ReportFormat.text.render(sample(bookings: OwnerReport.BookingFigures()), moneyFormatter: money)
        #expect(empty.contains("No-show rate: - (no booking seated or marked a no-show yet)"))
    }
}
