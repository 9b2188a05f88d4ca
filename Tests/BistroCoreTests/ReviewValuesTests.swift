import Testing

@testable import BistroCore

/// The pure values of ratings (issue 28): what a comment keeps, how a reviewer is named, the average.
@Suite struct ReviewValuesTests {
    @Test func commentsLoseInvisibleCharactersButKeepEmojiAndLines() {
        #expect(ReviewComment.clean("  Tasty\u{200B}!  ") == "Tasty!")
        #expect(ReviewComment.clean("a\u{202E}b\u{2066}c\u{FEFF}d\u{2060}e") == "abcde")
        #expect(ReviewComment.clean("cook 👩\u{200D}🍳 a\u{200D}b") == "cook 👩\u{200D}🍳 ab")
        #expect(ReviewComment.clean("one\r\n\r\n\r\n\r\ntwo\n\n") == "one\n\ntwo")
        #expect(ReviewComment.clean("bell\u{07}\ttab") == "bell tab")
        #expect(ReviewComment.clean("\u{200B}\n \u{200C}") == nil)
        #expect(ReviewComment.clean("<script>alert(1)</script>") == "<script>alert(1)</script>")
    }

    @Test func reviewersAreShownByFirstNameAndInitial() {
        #expect(ReviewerName.shown("Ada Lovelace") == "Ada L.")
        #expect(ReviewerName.shown("  grace   brewster hopper ") == "grace H.")
        #expect(ReviewerName.shown("Cher") == "Cher")
        #expect(ReviewerName.shown("Zoë émile") == "Zoë É.")
        #expect(ReviewerName.shown("") == "")
    }

    @Test func theAverageHasOneDecimalRoundedHalfUp() {
        var summary = RatingSummary()
        #expect(summary.averageText() == nil)
        summary.add(stars: 5, count: 2)
        summary.add(stars: 4)
        #expect(summary.count == 3)
        #expect(summary.averageTenths == 47)
        #expect(summary.averageText(decimalSeparator: ",") == "4,7")
        summary.add(stars: 4)
        #expect(summary.averageText() == "4.5")
        summary.add(stars: 0)
        summary.add(stars: 6)
        #expect(summary.count == 4)
        #expect(summary.distribution == [0, 0, 0, 2, 2])
    }
}
