import Testing

@testable import BistroCore

@Suite struct CalendarDayArithmeticTests {
    @Test func addsDaysAcrossMonthsYearsAndLeapDays() {
        let day = CalendarDay(year: 2026, month: 11, day: 22)
        #expect(day.adding(days: -29).description == "2026-10-24")
        #expect(day.adding(days: 40).description == "2027-01-01")
        #expect(CalendarDay(year: 2028, month: 2, day: 28).adding(days: 1).description == "2028-02-29")
        #expect(CalendarDay(year: 2027, month: 2, day: 28).adding(days: 1).description == "2027-03-01")
        #expect(day.adding(days: 0) == day)
        #expect(CalendarDay(year: 1970, month: 1, day: 1).daysSince1970 == 0)
        #expect(CalendarDay(year: 1969, month: 12, day: 31).daysSince1970 == -1)
    }

    @Test func weekdaysStartOnMonday() {
        // 2026-11-23 is a Monday, 2026-11-22 a Sunday; 1970-01-01 was a Thursday; 1969-12-29 a Monday.
        #expect(CalendarDay(year: 2026, month: 11, day: 23).mondayBasedWeekday == 0)
        #expect(CalendarDay(year: 2026, month: 11, day: 22).mondayBasedWeekday == 6)
        #expect(CalendarDay(year: 1970, month: 1, day: 1).mondayBasedWeekday == 3)
        #expect(CalendarDay(year: 1969, month: 12, day: 29).mondayBasedWeekday == 0)
    }
}
