import Foundation
import Testing

@testable import BistroCore
@testable import BistroReport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Issue 26: the driver's earnings as bars and a table of the same figures (`EarningsChart`).
@Suite struct EarningsChartTests {
    let cad = Currency(code: "CAD")!
    var money: MoneyFormatter { MoneyFormatter(localeIdentifier: "en_CA", currency: cad) }

    /// Fourteen days, Wednesday 2026-11-11 to Tuesday 2026-11-24, with deliveries on three of them.
    var fortnight: [(label: String, amount: Money)] {
        let amounts = [11: 1234, 22: 739, 23: 439]
        return (11...24).map { day in
            (
                CalendarDay(year: 2026, month: 11, day: day).description,
                Money(minorUnits: amounts[day] ?? 0, currency: cad)
            )
        }
    }

    func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
        }
    }

    @Test func theBarsAndTheTableGiveTheSameFiguresZeroDaysIncluded() throws {
        let html = EarningsChart.html(fortnight, title: "Earnings, last 14 days", money: money, id: "days")
        let bars = try matches(#"<rect [^>]*><title>([^<]*): ([^<]*)</title></rect>"#, in: html)
        let rows = try matches(#"<tr><th scope="row">([^<]*)</th><td class="num">([^<]*)</td></tr>\n"#, in: html)
        #expect(bars.count == 14 && rows.count == 14)
        #expect(bars == rows)
        #expect(rows.first == ["2026-11-11", "$12.34"] && rows.last == ["2026-11-24", "$0.00"])
        #expect(rows.filter { $0[1] == "$0.00" }.count == 11, "days without deliveries are there, at zero")
        #expect(html.contains(#"<tfoot><tr><th scope="row">Total</th><td class="num">$24.12</td></tr></tfoot>"#))
        let heights = try matches(#"<rect [^>]*height="(\d+)""#, in: html).map { Int($0[0])! }
        #expect(heights.first == 160 && heights[11] == 95 && heights.last == 0, "the tallest bar is the most")
        // Fourteen bars: each labelled by its day of the month alone, which fits under it on a phone.
        #expect(try matches(#">(\d\d?)</text>"#, in: html).map { $0[0] }.suffix(2) == ["23", "24"])
    }

    @Test func theChartIsLabelledByItsTitleAndTheTableByItsCaption() {
        let html = EarningsChart.html(fortnight, title: "Earnings, last 14 days", money: money, id: "days")
        #expect(html.hasPrefix("<figure class=\"earnings\">\n<svg "))
        #expect(
            html.contains(#"role="img" aria-labelledby="days-title"><title id="days-title">Earnings, last 14 days"#))
        #expect(html.contains("<table>\n<caption>Earnings, last 14 days</caption>"))
        #expect(html.contains(#"<th scope="col">Day</th><th scope="col" class="num">Earnings</th>"#))
        let weeks = EarningsChart.html(
            [("2026-11-16", Money(minorUnits: 739, currency: cad))], title: "Per week", money: money, id: "weeks",
            labelHeader: "Week of", amountHeader: "Net")
        #expect(weeks.contains(#"aria-labelledby="weeks-title""#) && weeks.contains(#"<th scope="col">Week of</th>"#))
        #expect(!html.contains("style") && !html.contains("<script"))
    }

    @Test func everyTextIsEscapedAndTheFigureIsWellFormed() throws {
        let hostile = "<b>\"Ana\" & 'co'</b>"
        let html = EarningsChart.html(
            [(hostile, Money(minorUnits: 500, currency: cad)), ("Tue", Money(minorUnits: -100, currency: cad))],
            title: hostile, money: money, id: "x\"><script>", labelHeader: hostile, amountHeader: "<i>")
        #expect(!html.contains("<b>") && !html.contains("<i>") && !html.contains("<script>"))
        #expect(html.contains("&lt;b&gt;&quot;Ana&quot; &amp;"))
        #expect(html.contains(#"<th scope="row">Tue</th><td class="num">-$1.00</td>"#))
        #expect(try matches(#"height="(-?\d+)""#, in: html).allSatisfy { !$0[0].hasPrefix("-") }, "no negative bar")
        #expect(XMLParser(data: Data(html.utf8)).parse(), "a well-formed figure")
    }

    @Test func theSameInputGivesTheSameBytes() {
        let first = EarningsChart.html(fortnight, title: "Earnings", money: money)
        #expect(first == EarningsChart.html(fortnight, title: "Earnings", money: money))
        #expect(first.contains(#"aria-labelledby="earnings-title""#))
    }

    @Test func withoutBarsThereIsOnlyTheTable() {
        let html = EarningsChart.html([], title: "Nothing yet", money: money)
        #expect(
            !html.contains("<svg") && html.contains("<caption>Nothing yet</caption>")
                && !html.contains("<tr><th scope=\"row\""))
    }

    @Test func axisLabelsAreShort() {
        #expect(EarningsChart.axisLabel("2026-11-23") == "11-23")
        #expect(EarningsChart.axisLabel("2026-11-03", crowded: true) == "3")
        #expect(EarningsChart.axisLabel("Mon 23") == "Mon 23")
        #expect(EarningsChart.axisLabel("Week of 16 Nov") == "Week …")
    }
}
