import Foundation
import Testing

@testable import BistroMail

/// iCalendar text values and content lines: escaping, control characters, bounds, folding.
@Suite struct ICalendarTextTests {
    let roomy = ICalendarText.Limit(characters: 1000, octets: 4000)

    @Test func textIsEscaped() {
        #expect(ICalendarText.value(#"a\b;c,d"#, limit: roomy) == #"a\\b\;c\,d"#)
        #expect(ICalendarText.value("one\ntwo", limit: roomy) == #"one\ntwo"#)
        #expect(ICalendarText.value(#"say "hi": ok"#, limit: roomy) == #"say "hi": ok"#)
    }

    @Test func lineBreaksBecomeOneNewlineAndOtherControlsGo() {
        let text = "a\r\nb\rc\u{2028}d\u{2029}e\u{85}f\tg\u{0}h\u{1B}[31mi\u{7F}j\u{9B}k"
        #expect(ICalendarText.cleaned(text) == "a\nb\nc\nd\ne\nf gh[31mijk")
        #expect(ICalendarText.value(text, limit: roomy) == #"a\nb\nc\nd\ne\nf gh[31mijk"#)
    }

    @Test func longTextsAreCutBetweenCharacters() {
        let emoji = String(repeating: "👩‍👩‍👧‍👦", count: 300)
        let cut = ICalendarText.clipped(emoji, to: ICalendarText.Limit(characters: 255, octets: 100_000))
        #expect(cut.count == 255)
        #expect(cut.hasSuffix("👩‍👩‍👧‍👦…"))
        let byOctets = ICalendarText.clipped(emoji, to: ICalendarText.Limit(characters: 255, octets: 100))
        #expect(byOctets == "👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦…")  // 25 octets each, and 3 for "…"
        // One character of ten thousand combining marks cannot pass the octet bound.
        let zalgo = "Z" + String(repeating: "\u{0301}", count: 10_000)
        #expect(ICalendarText.value(zalgo, limit: ICalendarText.Limit(characters: 10, octets: 40)) == "…")
        #expect(ICalendarText.clipped("short", to: ICalendarText.Limit(characters: 5, octets: 5)) == "short")
        #expect(ICalendarText.clipped("longer", to: ICalendarText.Limit(characters: 5, octets: 50)) == "long…")
    }

    @Test func parametersAreQuotedWithoutQuotesOrBreaks() {
        #expect(ICalendarText.parameter("Zoë \"Chef\"; Ltd,\nToronto", limit: roomy) == "\"Zoë 'Chef'; Ltd, Toronto\"")
    }

    @Test func addressesAreEncodedNotEscaped() {
        #expect(
            ICalendarText.uri("https://royalcafe.example/b/abc?x=1,2;3") == "https://royalcafe.example/b/abc?x=1,2;3")
        #expect(
            ICalendarText.uri("https://x.example/a b\"<>\\^`{|}\r\nX: é")
                == "https://x.example/a%20b%22%3C%3E%5C%5E%60%7B%7C%7D%0D%0AX:%20%C3%A9")
        #expect(ICalendarText.uri("") == nil)
        #expect(ICalendarText.uri("https://x.example/" + String(repeating: "a", count: 1982)) != nil)
        #expect(ICalendarText.uri("https://x.example/" + String(repeating: "a", count: 1983)) == nil)
        #expect(ICalendarText.uri("https://x.example/" + String(repeating: "é", count: 1_000_000)) == nil)
    }

    @Test func linesEndInCRLFAndFoldAt75Octets() {
        var lines = ICalendarLines()
        lines.add("X", String(repeating: "a", count: 73))
        #expect(lines.text == "X:" + String(repeating: "a", count: 73) + "\r\n")
        lines = ICalendarLines()
        lines.add("X", String(repeating: "a", count: 74))
        #expect(lines.text == "X:" + String(repeating: "a", count: 73) + "\r\n a\r\n")
    }

    /// Two-, three- and four-octet characters, and a character of several scalars: no line is longer
    /// than 75 octets, none splits a UTF-8 sequence, and unfolding gives the line back.
    @Test func foldingNeverSplitsAUTF8Sequence() throws {
        let value = String(repeating: "é漢🎉👩‍👩‍👧x", count: 40)
        for prefix in 0..<5 {
            var lines = ICalendarLines()
            lines.add("SUMMARY" + String(repeating: "Y", count: prefix), value)
            let bytes = Array(lines.text.utf8)
            #expect(lines.text.hasSuffix("\r\n"))
            let physical = bytes.split(separator: 0x0A).map { Array($0) }
            for (number, line) in physical.enumerated() {
                #expect(line.last == 0x0D)
                #expect(line.count - 1 <= 75)
                #expect(String(validating: line, as: UTF8.self) != nil, "line \(number) splits a character")
                #expect((number == 0) != (line.first == 0x20))
            }
            #expect(physical.count > 10)
            let unfolded = lines.text.replacingOccurrences(of: "\r\n ", with: "")
            #expect(unfolded == "SUMMARY" + String(repeating: "Y", count: prefix) + ":" + value + "\r\n")
        }
    }
}
