import Foundation
import Testing

@testable import BistroMail

/// Issue 23: text in windows-1252 read as Latin-1 made "’", "–" and "€" (bytes 0x92, 0x96, 0x80) control
/// characters, and mail-in orders holding them were refused. Labels are read as the WHATWG Encoding
/// Standard reads them: US-ASCII, ISO-8859-1 and windows-1252 all mean windows-1252.
@Suite struct TextCharsetTests {
    static let labels = [
        "windows-1252", "Windows-1252", "cp1252", "ISO-8859-1", "iso-8859-1", "latin1", "US-ASCII", "us-ascii", "ascii",
    ]

    private func part(_ label: String?, _ bytes: [UInt8]) -> MIMEPart? {
        let charset = label.map { "; charset=\"\($0)\"" } ?? ""
        let header = "Content-Type: text/plain" + charset + "\nContent-Transfer-Encoding: 8bit\n\n"
        return ReceivedMessage(Array(header.utf8) + bytes).leafParts.first
    }

    @Test(arguments: labels)
    func curlyQuotesDashesAndEuroAreRead(label: String) {
        // "O’Neil – €5 “ok” … ™" in windows-1252.
        let bytes: [UInt8] = [
            0x4F, 0x92, 0x4E, 0x65, 0x69, 0x6C, 0x20, 0x96, 0x20, 0x80,
            0x35, 0x20, 0x93, 0x6F, 0x6B, 0x94, 0x20, 0x85, 0x20, 0x99,
        ]
        #expect(part(label, bytes)?.text == "O\u{2019}Neil \u{2013} \u{20AC}5 \u{201C}ok\u{201D} \u{2026} \u{2122}")
    }

    @Test func everyByteFrom0x80To0x9FIsTheStandardsCharacter() {
        let expected: [UInt32] = [
            0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
            0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
            0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
        ]
        let text = TextCharset.windows1252Text(Array(0x80...0x9F))
        #expect(text.unicodeScalars.map(\.value) == expected)
        // The rest is Latin-1: each byte is the code point of the same number.
        #expect(TextCharset.windows1252Text(Array(0xA0...0xFF)).unicodeScalars.map(\.value) == Array(0xA0...0xFF))
        #expect(TextCharset.windows1252Text(Array(0x00...0x7F)).unicodeScalars.map(\.value) == Array(0x00...0x7F))
    }

    @Test func utf8IsStrictAndAPartWithoutACharsetIsUTF8OrElseWindows1252() {
        #expect(part("utf-8", Array("O’Neil".utf8))?.text == "O’Neil")
        #expect(part("utf-8", [0x4F, 0x92])?.text == nil)
        #expect(part(nil, Array("O’Neil".utf8))?.text == "O’Neil")
        #expect(part(nil, [0x4F, 0x92, 0x4E])?.text == "O’N")
        #expect(part("koi8-r", [0x4F])?.text == nil)
    }

    @Test func encodedWordsAndHeadersReadWindows1252Too() {
        #expect(EncodedWords.decode("=?iso-8859-1?Q?O=92Neil?=") == "O’Neil")
        #expect(EncodedWords.decode("=?us-ascii?Q?=80_5?=") == "€ 5")
        let mail = ReceivedMessage(Array("From: ".utf8) + [0x4F, 0x92, 0x4E] + Array(" <o@example.com>\n\nx".utf8))
        #expect(mail.from?.address == "o@example.com")
        #expect(mail.header["From"]?.hasPrefix("O’N") == true)
    }
}
