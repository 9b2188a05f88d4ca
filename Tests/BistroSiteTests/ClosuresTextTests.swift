import BistroCore
import Testing

@testable import BistroSite

/// Closures are shown beside the opening hours as one line, consecutive days joined into a range.
struct ClosuresTextTests {
    private func days(_ texts: String...) -> Set<CalendarDay> { Set(texts.compactMap(CalendarDay.parse)) }

    // ICU writes a range with thin spaces (U+2009) around the en dash.
    @Test func consecutiveDaysBecomeOneRangeAndTheRestAreListed() {
        let text = ClosuresText.sentence(days("2027-01-01", "2026-12-26", "2026-12-25"), locale: "en_CA")
        #expect(text == "Closed December 25\u{2009}–\u{2009}26 and January 1")
        let three = ClosuresText.sentence(days("2026-07-01", "2026-08-03", "2026-12-25"), locale: "en_CA")
        #expect(three == "Closed July 1, August 3 and December 25")
    }

    @Test func theDatesAreInTheRestaurantsLocale() {
        #expect(
            ClosuresText.sentence(days("2026-12-25", "2026-12-26"), locale: "fr_CA")
                == "Closed 25\u{2009}–\u{2009}26 décembre")
    }

    @Test func noClosuresNoLine() {
        #expect(ClosuresText.sentence([], locale: "en_CA") == nil)
    }
}
