import Foundation
import Testing

@testable import BistroMail

/// `MailDate` against the dates of RFC 5322's own examples (Appendix A.1), each in the fixed UTC offset
/// the example gives. Bistro always writes the day with two digits ("01 Jul"), which §3.3 allows.
@Suite struct MailDateTests {
    @Test(arguments: [
        (880_127_706, -6 * 3600, "Fri, 21 Nov 1997 09:55:06 -0600"),  // A.1.1
        (1_057_049_557, 2 * 3600, "Tue, 01 Jul 2003 10:52:37 +0200"),  // A.1.2
        (-27_723_426, -(3 * 3600 + 1800), "Thu, 13 Feb 1969 23:32:54 -0330"),  // A.1.3, before 1970
    ])
    func formatsRFC5322Examples(seconds: Int, offset: Int, expected: String) {
        let zone = TimeZone(secondsFromGMT: offset)!
        #expect(MailDate.format(Date(timeIntervalSince1970: TimeInterval(seconds)), timeZone: zone) == expected)
    }

    @Test func utcLeapDaysAndTheEpoch() {
        let utc = TimeZone(secondsFromGMT: 0)!
        #expect(MailDate.format(Date(timeIntervalSince1970: 0), timeZone: utc) == "Thu, 01 Jan 1970 00:00:00 +0000")
        #expect(
            MailDate.format(Date(timeIntervalSince1970: 951_782_400), timeZone: utc)
                == "Tue, 29 Feb 2000 00:00:00 +0000")
        // 2100 is not a leap year: the day after 28 Feb is 1 Mar.
        #expect(
            MailDate.format(Date(timeIntervalSince1970: 4_107_456_000), timeZone: utc)
                == "Sun, 28 Feb 2100 00:00:00 +0000")
        #expect(
            MailDate.format(Date(timeIntervalSince1970: 4_107_542_400), timeZone: utc)
                == "Mon, 01 Mar 2100 00:00:00 +0000")
    }

    @Test func fractionsOfASecondAreDropped() {
        let utc = TimeZone(secondsFromGMT: 0)!
        #expect(
            MailDate.format(Date(timeIntervalSince1970: 1_795_390_200.75), timeZone: utc)
                == "Sun, 22 Nov 2026 23:30:00 +0000")
        #expect(MailDate.format(Date(timeIntervalSince1970: -0.5), timeZone: utc) == "Wed, 31 Dec 1969 23:59:59 +0000")
    }

    /// A named zone gives the offset in force on that date (daylight saving time included).
    @Test func aNamedZoneGivesTheOffsetOfTheDay() {
        let toronto = TimeZone(identifier: "America/Toronto")!
        #expect(
            MailDate.format(Date(timeIntervalSince1970: 1_795_390_200), timeZone: toronto)
                == "Sun, 22 Nov 2026 18:30:00 -0500")
        #expect(
            MailDate.format(Date(timeIntervalSince1970: 1_782_228_600), timeZone: toronto)
                == "Tue, 23 Jun 2026 11:30:00 -0400")
    }
}
