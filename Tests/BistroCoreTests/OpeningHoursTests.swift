import Testing

@testable import BistroCore

@Suite struct OpeningHoursTests {
    @Test func parsesRanges() {
        let interval = OpeningHours.Interval.parse("11:00-21:30")
        #expect(interval == OpeningHours.Interval(start: 660, end: 1290))
        #expect(interval?.opens == "11:00")
        #expect(interval?.closes == "21:30")
    }

    @Test(arguments: ["11-21", "11:00", "25:00-26:00", "11:60-12:00", "1:00-2:00", "a:bc-de:fg"])
    func rejectsMalformedRanges(text: String) {
        #expect(OpeningHours.Interval.parse(text) == nil)
    }

    @Test func rangesPastMidnightBelongToTheirStartDay() {
        let hours = OpeningHours(days: [.fri: [OpeningHours.Interval.parse("18:00-02:00")!]])
        #expect(hours.isOpen(on: .fri, atMinute: 23 * 60))
        #expect(hours.isOpen(on: .sat, atMinute: 60))
        #expect(!hours.isOpen(on: .sat, atMinute: 3 * 60))
        #expect(!hours.isOpen(on: .fri, atMinute: 17 * 60))
    }

    @Test func weekdayFromGregorianNumber() {
        #expect(OpeningHours.Weekday(gregorianWeekday: 1) == .sun)
        #expect(OpeningHours.Weekday(gregorianWeekday: 2) == .mon)
        #expect(OpeningHours.Weekday(gregorianWeekday: 7) == .sat)
    }
}

@Suite struct CalendarDayTests {
    @Test func parsesRealDatesOnly() {
        #expect(CalendarDay.parse("2026-11-22") == CalendarDay(year: 2026, month: 11, day: 22))
        #expect(CalendarDay.parse("2028-02-29") != nil)
        #expect(CalendarDay.parse("2026-02-29") == nil)
        #expect(CalendarDay.parse("2026-13-01") == nil)
        #expect(CalendarDay.parse("26-11-22") == nil)
        #expect(CalendarDay(year: 2026, month: 1, day: 5).description == "2026-01-05")
    }
}

@Suite struct GeoPointTests {
    @Test func greatCircleDistance() {
        let toronto = GeoPoint(latitude: 43.6532, longitude: -79.3832)
        // 0.0009° of latitude is about 100 m.
        let north = GeoPoint(latitude: 43.6541, longitude: -79.3832)
        #expect(abs(toronto.distance(to: north) - 100.1) < 0.5)
        let montreal = GeoPoint(latitude: 45.5019, longitude: -73.5674)
        #expect(abs(toronto.distance(to: montreal) / 1000 - 504) < 3)
        #expect(toronto.distance(to: toronto) == 0)
    }
}
