import BistroCore
import Testing

@testable import BistroSite

/// The opening-hours table reads in the restaurant's locale: 12-hour where the locale says so, 24-hour
/// elsewhere; the 24-hour time stays beside it for `<time datetime>` (and schema.org, `JSONLDTests`).
struct HoursTableTests {
    private let hours = OpeningHours(days: [
        .mon: [OpeningHours.Interval(start: 11 * 60, end: 21 * 60 + 30)],
        .fri: [OpeningHours.Interval(start: 18 * 60, end: 26 * 60)],
    ])

    private func monday(_ locale: String) -> HoursRow.Range? {
        SiteView.hoursTable(hours, locale: locale).first { $0.key == "mon" }?.ranges.first
    }

    // ICU (Foundation on Linux) puts a narrow no-break space (U+202F) before AM and PM.
    @Test func enUSReadsTwelveHour() {
        let range = monday("en_US")
        #expect(range?.opens == "11:00\u{202F}AM")
        #expect(range?.closes == "9:30\u{202F}PM")
        #expect(range?.opensISO == "11:00")
        #expect(range?.closesISO == "21:30")
    }

    @Test func deDEAndFrCAReadTwentyFourHour() {
        #expect(monday("de_DE")?.opens == "11:00")
        #expect(monday("de_DE")?.closes == "21:30")
        #expect(monday("fr_CA")?.closes == "21:30")
    }

    @Test func aRangePastMidnightClosesAtTheNextDaysTime() {
        let friday = SiteView.hoursTable(hours, locale: "en_US").first { $0.key == "fri" }?.ranges.first
        #expect(friday?.opens == "6:00\u{202F}PM")
        #expect(friday?.closes == "2:00\u{202F}AM")
        #expect(friday?.closesISO == "02:00")
    }

    @Test func theDayNamesAreTheLocales() {
        let rows = SiteView.hoursTable(hours, locale: "de_DE")
        #expect(rows.first?.day == "Montag")
        #expect(rows.first { $0.key == "tue" }?.ranges == [])
    }
}
