import Foundation

/// Decoding RFC 2047 encoded words (`=?UTF-8?B?QWRh?=`, `=?iso-8859-1?Q?Ad=E1?=`) in a header value, for
/// display names. B is base64, Q is quoted-printable with "_" for a space; the charset may carry a
/// language (`utf-8*en`). White space between two adjacent encoded words is dropped (§6.2). A word in a
/// charset Bistro does not read, or one that does not decode, is left as it was written.
enum EncodedWords {
    package static func decode(_ text: String) -> String {
        guard text.contains("=?") else { return text }
        var result = ""
        var rest = Substring(text)
        var lastWasWord = false
        while let start = rest.range(of: "=?") {
            let before = rest[..<start.lowerBound]
            if let (decoded, end) = word(in: rest[start.lowerBound...]) {
                let onlySpace = before.allSatisfy { $0 == " " || $0 == "\t" }
                if !(lastWasWord && onlySpace) { result += before }
                result += decoded
                rest = rest[end...]
                lastWasWord = true
            } else {
                result += before + "=?"
                rest = rest[start.upperBound...]
                lastWasWord = false
            }
        }
        return result + rest
    }

    /// The decoded word at the start of `text` and where it ends.
    private static func word(in text: Substring) -> (String, Substring.Index)? {
        let fields = text.dropFirst(2)
        guard let charsetEnd = fields.firstIndex(of: "?") else { return nil }
        let encodingStart = fields.index(after: charsetEnd)
        guard encodingStart < fields.endIndex else { return nil }
        let encoding = fields[encodingStart]
        let textStart = fields.index(after: encodingStart)
        guard textStart < fields.endIndex, fields[textStart] == "?" else { return nil }
        let encoded = fields[fields.index(after: textStart)...]
        guard let close = encoded.range(of: "?=") else { return nil }
        let payload = encoded[..<close.lowerBound]
        guard !payload.contains(" ") else { return nil }
        let charsetName = fields[..<charsetEnd].split(separator: "*").first.map(String.init) ?? ""
        guard let charset = TextCharset(name: charsetName) else { return nil }
        let bytes: [UInt8]?
        switch encoding {
        case "B", "b":
            var base64 = String(payload)
            while base64.utf8.count % 4 != 0 { base64 += "=" }
            bytes = Data(base64Encoded: base64).map { Array($0) }
        case "Q", "q":
            bytes = QuotedPrintable.decode(Array(payload.utf8.map { $0 == UInt8(ascii: "_") ? 0x20 : $0 })[...])
        default:
            bytes = nil
        }
        guard let bytes, let decoded = charset.decode(bytes) else { return nil }
        return (decoded, close.upperBound)
    }
}
