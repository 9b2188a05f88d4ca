import Foundation
import Testing

@testable import BistroMail

/// Header values against RFC 4648's base64 vectors, RFC 2047's encoded words and the rule that no text
/// from a customer can start a new header line.
@Suite struct HeaderEncodingTests {
    /// RFC 4648 §10, as the payload of an encoded word.
    @Test(arguments: [
        ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
        ("foobar", "Zm9vYmFy"),
    ])
    func base64FollowsRFC4648(text: String, base64: String) {
        #expect(HeaderEncoding.encodedWord(Array(text.utf8)) == "=?UTF-8?B?\(base64)?=")
    }

    /// The names of RFC 2047 §8's examples, in UTF-8 "B" encoded words; ASCII names are quoted strings.
    @Test func displayNamesAreEncodedWordsOrQuotedStrings() {
        #expect(HeaderEncoding.phrase("Keld Jørn Simonsen") == "=?UTF-8?B?S2VsZCBKw7hybiBTaW1vbnNlbg==?=")
        #expect(HeaderEncoding.phrase("André Pirard") == "=?UTF-8?B?QW5kcsOpIFBpcmFyZA==?=")
        #expect(HeaderEncoding.phrase("Patrik Fältström") == "=?UTF-8?B?UGF0cmlrIEbDpGx0c3Ryw7Zt?=")
        #expect(HeaderEncoding.phrase(#"Ada "Countess" \ Lovelace"#) == #""Ada \"Countess\" \\ Lovelace""#)
        #expect(
            MailAddress("keld@dkuug.dk", displayName: "Keld Jørn Simonsen").headerValue
                == "=?UTF-8?B?S2VsZCBKw7hybiBTaW1vbnNlbg==?= <keld@dkuug.dk>")
    }

    /// RFC 2047 §2: an encoded word is at most 75 characters; §5: each holds whole characters of its charset
    /// (code points of UTF-8), even inside one long grapheme cluster. Words are folded onto new lines.
    @Test func longTextsBecomeSeveralShortWords() throws {
        let subject =
            "Votre commande est prête — " + String(repeating: "é", count: 40) + "e"
            + String(repeating: "\u{301}", count: 30) + " 🍔"
        let value = HeaderEncoding.unstructured(subject)
        let words = value.components(separatedBy: "\n ")
        #expect(words.count > 2)
        #expect(words.allSatisfy { $0.hasPrefix("=?UTF-8?B?") && $0.hasSuffix("?=") && $0.count <= 75 })
        let payloads = words.map { Data(base64Encoded: String($0.dropFirst(10).dropLast(2)))! }
        #expect(payloads.allSatisfy { String(data: $0, encoding: .utf8) != nil })
        #expect(String(decoding: Data(payloads.joined()), as: UTF8.self) == subject)
        #expect(HeaderEncoding.unstructured("Your order is ready") == "Your order is ready")
    }

    /// Every control character and Unicode line or paragraph separator becomes one space; nothing a mail
    /// reader could take for a line break survives (CR, LF, VT, FF, NEL, U+2028, U+2029).
    @Test func sanitizeLeavesNoLineBreaks() {
        #expect(
            HeaderEncoding.sanitize("  Hi\r\nBcc: x@example.com\u{0B}\u{0C}there\u{85}you\u{2028}and\u{2029}me\t ")
                == "Hi Bcc: x@example.com there you and me")
        #expect(HeaderEncoding.sanitize("a\u{0}b\u{7F}c\u{9F}d") == "a b c d")
        #expect(HeaderEncoding.sanitize("Crème  brûlée") == "Crème brûlée")
        #expect(HeaderEncoding.sanitize("\r\n") == "")
        #expect(HeaderEncoding.sanitize("plain ASCII text") == "plain ASCII text")
    }
}
