import Foundation
import Testing

@testable import BistroMail

/// The body encoding against the rules of RFC 2045 §6.7, each with a concrete case, and a round trip
/// through Python's `quopri` decoder.
@Suite struct QuotedPrintableTests {
    /// Rule 1: "=" and every byte outside printable ASCII become "=XX" with uppercase hex digits.
    @Test func escapesEqualsSignsControlsAndUTF8() {
        #expect(QuotedPrintable.encode("1 + 1 = 2") == "1 + 1 =3D 2")
        #expect(QuotedPrintable.encode("Crème brûlée") == "Cr=C3=A8me br=C3=BBl=C3=A9e")
        #expect(QuotedPrintable.encode("a\u{0}b\u{7F}c\u{0C}d") == "a=00b=7Fc=0Cd")
    }

    /// Rule 2: printable ASCII other than "=" (33 to 126) stays as it is.
    @Test func leavesPrintableASCIIAlone() {
        let printable = String(decoding: (0x21...0x7E).filter { $0 != 0x3D }.map { UInt8($0) }, as: UTF8.self)
        #expect(printable.count == 93)
        // 93 characters make one line of 75, a soft break, and the other 18.
        #expect(QuotedPrintable.encode(printable) == printable.prefix(75) + "=\n" + printable.dropFirst(75))
    }

    /// Rule 3: spaces and tabs stay inside a line but are encoded at its end, where transports strip them.
    @Test func encodesWhitespaceAtTheEndOfALine() {
        #expect(QuotedPrintable.encode("a b\tc") == "a b\tc")
        #expect(QuotedPrintable.encode("end ") == "end=20")
        #expect(QuotedPrintable.encode("end\t") == "end=09")
        #expect(QuotedPrintable.encode("two  \nlines\t\n") == "two =20\nlines=09\n")
    }

    /// Rule 4: line breaks stay line breaks; as in a Maildir, they are written "\n" and carriage returns go.
    @Test func keepsLineBreaksAsLF() {
        #expect(QuotedPrintable.encode("one\r\ntwo\n\nthree") == "one\ntwo\n\nthree")
        #expect(QuotedPrintable.encode("") == "")
        #expect(QuotedPrintable.encode("\n") == "\n")
        // A carriage return goes wherever it is, so a space before CRLF still ends its line.
        #expect(QuotedPrintable.encode("end \r\nnext\ra\rb") == "end=20\nnextab")
    }

    /// Rule 5: no encoded line is longer than 76 characters; a soft break "=" ends a line that goes on,
    /// and never splits an "=XX".
    @Test func breaksLinesSoftlyAt76() {
        let x75 = String(repeating: "x", count: 75)
        #expect(QuotedPrintable.encode(x75) == x75)
        #expect(QuotedPrintable.encode(x75 + "y") == x75 + "=\ny")
        #expect(
            QuotedPrintable.encode(String(repeating: "x", count: 74) + "=") == String(repeating: "x", count: 74)
                + "=\n=3D")
        #expect(
            QuotedPrintable.encode(String(repeating: "x", count: 73) + "é") == String(repeating: "x", count: 73)
                + "=\n=C3=A9")
        let long = QuotedPrintable.encode(String(repeating: "Crème brûlée = dessert. ", count: 40))
        #expect(long.split(separator: "\n").allSatisfy { $0.utf8.count <= 76 })
        #expect(long.split(separator: "\n").dropLast().allSatisfy { $0.hasSuffix("=") })
    }

    /// RFC 2049 §3 rule 8: a period that starts an encoded line is "=2E", after a line break or a soft
    /// break alike, so no line of a body holds only "." (which ends a message for SMTP and for sendmail
    /// without -i); a period inside a line stays as it is.
    @Test func encodesAPeriodThatStartsALine() {
        #expect(QuotedPrintable.encode("note:\n.\nmore") == "note:\n=2E\nmore")
        #expect(QuotedPrintable.encode(".") == "=2E")
        #expect(QuotedPrintable.encode("..\r\n.x") == "=2E.\n=2Ex")
        #expect(QuotedPrintable.encode("a.b.") == "a.b.")
        let x75 = String(repeating: "x", count: 75)
        #expect(QuotedPrintable.encode(x75 + ".") == x75 + "=\n=2E")
        let encoded = QuotedPrintable.encode(
            String(repeating: "Note.\n.\n" + String(repeating: ".", count: 80) + "\n", count: 3))
        #expect(!encoded.split(separator: "\n", omittingEmptySubsequences: false).contains { $0.hasPrefix(".") })
    }

    /// Python's decoder gives back the text (carriage returns aside) for texts full of the edge cases.
    @Test func pythonsDecoderReadsItBack() throws {
        let texts = [
            "Bonjour Zoë,\r\nvotre commande est prête. Total: 16,50 $ \n",
            String(repeating: "=", count: 100) + "\t\n" + String(repeating: "🍔 ", count: 30),
            "\u{0}\u{85}\u{2028} trailing tab\t",
            "ring twice\n.\n" + String(repeating: ".", count: 160) + "\n.",
        ]
        let script = """
            import json, quopri, sys
            texts = json.load(sys.stdin)
            print(json.dumps({"decoded": [quopri.decodestring(t.encode("ascii")).decode("utf-8") for t in texts]}))
            """
        let input = String(
            decoding: try JSONSerialization.data(withJSONObject: texts.map(QuotedPrintable.encode)), as: UTF8.self)
        let decoded = try runPython(script, input: input)["decoded"] as? [String]
        #expect(decoded == texts.map { $0.replacingOccurrences(of: "\r", with: "") })
    }
}
