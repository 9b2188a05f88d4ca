import Foundation

/// Header field values per RFC 5322 and RFC 2047: plain ASCII where possible, UTF-8 encoded words
/// (`=?UTF-8?B?…?=`) otherwise, and never a CR or LF from user text (no header injection).
enum HeaderEncoding {
    /// Every control character (C0, which holds CR, LF, tab and VT; DEL; C1, which holds U+0085) and the
    /// Unicode line and paragraph separators (U+2028, U+2029) becomes a space; runs of spaces collapse to
    /// one, and spaces at either end go. What is left holds nothing a mail reader takes for a line break.
    static func sanitize(_ text: String) -> String {
        var result = ""
        var spaceBefore = false
        for scalar in text.unicodeScalars {
            if scalar == " " || isControl(scalar) {
                spaceBefore = !result.isEmpty
            } else {
                if spaceBefore { result.append(" ") }
                result.unicodeScalars.append(scalar)
                spaceBefore = false
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// An unstructured field value (Subject): ASCII as is, otherwise encoded words of at most 75 characters.
    static func unstructured(_ text: String) -> String {
        let clean = sanitize(text)
        return clean.utf8.allSatisfy({ $0 < 0x80 }) ? clean : encodedWords(clean)
    }

    /// A display name: a quoted string for ASCII, encoded words otherwise.
    static func phrase(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "\"\(escaped)\""
        }
        return encodedWords(text)
    }

    /// Base64 encoded words of at most 45 bytes of UTF-8 each (60 base64 characters, 72 with "=?UTF-8?B?"
    /// and "?="), within RFC 2047's 75 (§2), split between code points as §5 requires: a character made of
    /// several code points (an emoji sequence) may span two words, which a reader joins again.
    private static func encodedWords(_ text: String) -> String {
        var words: [String] = []
        var chunk: [UInt8] = []
        for scalar in text.unicodeScalars {
            if chunk.count + scalar.utf8.count > 45 {
                words.append(encodedWord(chunk))
                chunk = []
            }
            chunk += scalar.utf8
        }
        if !chunk.isEmpty { words.append(encodedWord(chunk)) }
        return words.joined(separator: "\n ")
    }

    /// One encoded word: UTF-8 bytes in standard base64 (RFC 4648 §4, with padding).
    static func encodedWord(_ bytes: [UInt8]) -> String {
        "=?UTF-8?B?" + Data(bytes).base64EncodedString() + "?="
    }
}
