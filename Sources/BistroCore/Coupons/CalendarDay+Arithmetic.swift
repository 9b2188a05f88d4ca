extension CalendarDay {
    /// Days since 1970-01-01 (negative before).
    var daysSince1970: Int { CivilDate.days(year: year, month: month, day: day) }

    /// The day `count` days later (earlier for a negative count), across months and years.
    package func adding(days count: Int) -> CalendarDay {
        let civil = CivilDate.date(days: daysSince1970 + count)
        return CalendarDay(year: civil.year, month: civil.month, day: civil.day)
    }

    /// 0 = Monday … 6 = Sunday.
    package var mondayBasedWeekday: Int { ((daysSince1970 % 7 + 7) + 3) % 7 }
}
