import Foundation
import Testing

@testable import BistroCore

@Suite struct TimestampTests {
    let toronto = TimeZone(identifier: "America/Toronto")!

    @Test func parsesOffsetsAndZulu() {
        #expect(Timestamp.parse("1970-01-01T00:00:00Z")?.secondsSince1970 == 0)
        #expect(
            Timestamp.parse("2026-11-22T18:30:00-05:00")?.secondsSince1970
                == Timestamp.parse("2026-11-22T23:30:00Z")?.secondsSince1970)
        #expect(
            Timestamp.parse("2026-11-22T18:30:00.123+01:00")?.secondsSince1970
                == Timestamp.parse("2026-11-22T17:30:00Z")?.secondsSince1970)
        #expect(Timestamp.parse("2026-11-22T18:30-05:00") != nil)
    }

    @Test func rejectsNonsense() {
        for text in [
            "", "2026-02-30T10:00:00Z", "2026-11-22", "2026-11-22T25:00:00Z", "2026-11-22T18:30:00", "tomorrow",
            "2026-11-22T18:30:00+5", "1e400",
        ] {
            #expect(Timestamp.parse(text) == nil, "\(text)")
        }
    }

    /// Only instants that read back as themselves in any offset: 1970 to 9999. "0001-01-01T00:00:00Z" was
    /// once stored as "0000-12-31T18:42:28-05:17" (Toronto's local mean time), which nothing could read.
    @Test func instantsOutsideTheSupportedRangeAreRefused() {
        for text in [
            "0001-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "1970-01-01T00:00:00+00:01", "9999-12-31T00:00:00Z",
            "9999-12-31T23:59:59+14:00",
        ] {
            #expect(Timestamp.parse(text) == nil, "\(text)")
        }
        #expect(Timestamp.parse("1969-12-31T19:00:00-05:00")?.secondsSince1970 == 0)
        let last = Timestamp.parse("9999-12-30T23:59:59Z")!
        #expect(last == Timestamp.supportedRange.upperBound)
        for offset in [-12 * 3600, 14 * 3600, 0] {
            for time in [Timestamp.supportedRange.lowerBound, last] {
                let local = LocalTime(time, in: TimeZone(secondsFromGMT: offset)!)
                #expect(LocalTime(iso8601: local.iso8601)?.timestamp == time, "\(local.iso8601)")
            }
        }
    }

    @Test func localTimeWithoutOffsetUsesTheZone() {
        let winter = Timestamp.parse("2026-11-22T18:30:00", localZone: toronto)
        #expect(winter == Timestamp.parse("2026-11-22T18:30:00-05:00"))
        let summer = Timestamp.parse("2026-07-01T12:00:00", localZone: toronto)
        #expect(summer == Timestamp.parse("2026-07-01T12:00:00-04:00"))
    }

    /// A stored time reads back at the offset it was written with, whatever the zone's rules are now;
    /// an offset no zone has (beyond ±18 hours) is not a time.
    @Test func localTimeReadsBackAtItsOwnOffset() {
        let stored = LocalTime(iso8601: "2026-07-01T12:00:00+05:45")!
        #expect(stored.utcOffsetSeconds == 5 * 3600 + 45 * 60)
        #expect(stored.minuteOfDay == 12 * 60 && stored.day == CalendarDay(year: 2026, month: 7, day: 1))
        #expect(stored.iso8601 == "2026-07-01T12:00:00+05:45")
        #expect(LocalTime(iso8601: "2026-07-01T12:00:00Z")?.utcOffsetSeconds == 0)
        #expect(LocalTime(iso8601: "2026-07-01T12:00:00+18:00")?.utcOffsetSeconds == 18 * 3600)
        #expect(LocalTime(iso8601: "2026-07-01T12:00:00+19:00") == nil)
    }

    @Test func localTimeOnTheRestaurantsClock() {
        let local = LocalTime(Timestamp.parse("2026-11-23T03:30:00Z")!, in: toronto)
        #expect(local.day == CalendarDay(year: 2026, month: 11, day: 22))
        #expect(local.weekday == .sun)
        #expect(local.minuteOfDay == 22 * 60 + 30)
        #expect(local.iso8601 == "2026-11-22T22:30:00-05:00")
        #expect(local.compactDay == "20261122")
    }
}
