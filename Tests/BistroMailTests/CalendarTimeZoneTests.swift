import Foundation
import Testing

@testable import BistroMail

/// VTIMEZONE components made from Foundation's time zones, and the event's start on their clocks.
@Suite struct CalendarTimeZoneTests {
    let toronto = TimeZone(identifier: "America/Toronto")!
    let tokyo = TimeZone(identifier: "Asia/Tokyo")!

    private func vtimezone(_ zone: CalendarTimeZone) -> String {
        var lines = ICalendarLines()
        zone.write(to: &lines)
        return lines.text.replacingOccurrences(of: "\r\n", with: "\n")
    }

    private func at(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    /// 2026-11-22 18:30 in Toronto: after the clocks went back on November 1 (EST, -05:00), before they go
    /// forward on 2027-03-14 (EDT, -04:00). Each DTSTART is the wall-clock time before its transition.
    @Test func torontoInWinterHasItsStandardAndTheNextDaylight() {
        let start = at("2026-11-22T23:30:00Z")
        let zone = CalendarTimeZone(toronto, from: start, to: start.addingTimeInterval(5400))
        #expect(
            vtimezone(zone) == """
                BEGIN:VTIMEZONE
                TZID:America/Toronto
                BEGIN:STANDARD
                DTSTART:20261101T020000
                TZOFFSETFROM:-0400
                TZOFFSETTO:-0500
                TZNAME:EST
                END:STANDARD
                BEGIN:DAYLIGHT
                DTSTART:20270314T020000
                TZOFFSETFROM:-0500
                TZOFFSETTO:-0400
                TZNAME:EDT
                END:DAYLIGHT
                END:VTIMEZONE

                """)
        #expect(zone.startProperty(start) == ("DTSTART;TZID=America/Toronto", "20261122T183000"))
    }

    @Test func torontoInSummerHasItsDaylightAndTheNextStandard() {
        let start = at("2026-07-10T23:00:00Z")
        let zone = CalendarTimeZone(toronto, from: start, to: start.addingTimeInterval(5400))
        #expect(zone.observances.map(\.isDaylight) == [true, false])
        #expect(
            vtimezone(zone).contains("BEGIN:DAYLIGHT\nDTSTART:20260308T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400\n"))
        #expect(
            vtimezone(zone).contains("BEGIN:STANDARD\nDTSTART:20261101T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500\n"))
        #expect(zone.startProperty(start) == ("DTSTART;TZID=America/Toronto", "20260710T190000"))
    }

    /// A three-hour dinner from 00:30 EDT on the night the clocks go back: the transition during it is
    /// listed too, between the one in force and the next.
    @Test func anEventAcrossTheChangeListsIt() {
        let start = at("2026-11-01T04:30:00Z")
        let zone = CalendarTimeZone(toronto, from: start, to: start.addingTimeInterval(3 * 3600))
        #expect(
            zone.observances.map(\.onset) == [
                at("2026-03-08T07:00:00Z"), at("2026-11-01T06:00:00Z"), at("2027-03-14T07:00:00Z"),
            ])
        #expect(zone.observances.map(\.offsetTo) == [-14_400, -18_000, -14_400])
        #expect(zone.startProperty(start) == ("DTSTART;TZID=America/Toronto", "20261101T003000"))
    }

    /// 01:30 happens twice that night; a clock time names the first (EDT), so the second (EST) is written
    /// in UTC.
    @Test func theSecondOfARepeatedHourIsWrittenInUTC() {
        let first = at("2026-11-01T05:30:00Z"), second = at("2026-11-01T06:30:00Z")
        let zoneFirst = CalendarTimeZone(toronto, from: first, to: first.addingTimeInterval(3600))
        #expect(zoneFirst.startProperty(first) == ("DTSTART;TZID=America/Toronto", "20261101T013000"))
        let zoneSecond = CalendarTimeZone(toronto, from: second, to: second.addingTimeInterval(3600))
        #expect(zoneSecond.startProperty(second) == ("DTSTART", "20261101T063000Z"))
        let later = at("2026-11-01T07:00:00Z")  // 02:00 EST happens once
        let zoneLater = CalendarTimeZone(toronto, from: later, to: later.addingTimeInterval(3600))
        #expect(zoneLater.startProperty(later) == ("DTSTART;TZID=America/Toronto", "20261101T020000"))
    }

    @Test func aZoneWithoutDaylightSavingTimeHasOneStandard() {
        let start = at("2026-11-22T10:00:00Z")
        let zone = CalendarTimeZone(tokyo, from: start, to: start.addingTimeInterval(5400))
        #expect(
            vtimezone(zone) == """
                BEGIN:VTIMEZONE
                TZID:Asia/Tokyo
                BEGIN:STANDARD
                DTSTART:19700101T000000
                TZOFFSETFROM:+0900
                TZOFFSETTO:+0900
                TZNAME:GMT+9
                END:STANDARD
                END:VTIMEZONE

                """)
        #expect(zone.startProperty(start) == ("DTSTART;TZID=Asia/Tokyo", "20261122T190000"))
    }

    @Test func offsetsWithMinutesAndSeconds() {
        #expect(ICalendarTime.offset(seconds: 19_800) == "+0530")
        #expect(ICalendarTime.offset(seconds: -12_600) == "-0330")
        #expect(ICalendarTime.offset(seconds: 0) == "+0000")
        #expect(ICalendarTime.offset(seconds: -(4 * 3600 + 56 * 60 + 2)) == "-045602")
        #expect(ICalendarTime.duration(minutes: 90) == "PT1H30M")
        #expect(ICalendarTime.duration(minutes: 120) == "PT2H")
        #expect(ICalendarTime.duration(minutes: 45) == "PT45M")
        #expect(ICalendarTime.utc(Date(timeIntervalSince1970: 1_795_390_200.9)) == "20261122T233000Z")
        #expect(ICalendarTime.utc(ICalendarTime.bounded(Date(timeIntervalSince1970: .nan))) == "19700101T000000Z")
        #expect(ICalendarTime.utc(ICalendarTime.bounded(Date(timeIntervalSince1970: .infinity))) == "99991231T235959Z")
        #expect(ICalendarTime.utc(ICalendarTime.bounded(.distantPast)) == "19700101T000000Z")
    }

    /// India: no daylight saving time, an offset of five and a half hours.
    @Test func aHalfHourOffset() {
        let zone = CalendarTimeZone(
            TimeZone(identifier: "Asia/Kolkata")!, from: at("2026-11-22T10:00:00Z"), to: at("2026-11-22T11:00:00Z"))
        #expect(zone.tzidParameter == "Asia/Kolkata")
        #expect(zone.observances.map(\.offsetTo) == [19_800])
        #expect(vtimezone(zone).contains("TZOFFSETFROM:+0530\nTZOFFSETTO:+0530\n"))
    }
}
