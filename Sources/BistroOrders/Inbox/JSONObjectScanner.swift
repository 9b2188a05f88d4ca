/// Finds a JSON object inside a longer text, as a mail program sends the order page's "Send by email"
/// (greeting, the order's JSON, signature): the spans from a "{" to its balanced "}", braces inside JSON
/// strings not counted, tried in the order of their opening brace. Bounded: at most
/// `maximumCandidates` opening braces are tried, and a span is given up as soon as it nests deeper than an
/// order file may (`OrderFileParser.maximumDepth`), so a text of a million braces costs microseconds.
enum JSONObjectScanner {
    static let maximumCandidates = 20

    /// The first balanced span that `accept` takes.
    static func firstObject<T>(in bytes: [UInt8], _ accept: (ArraySlice<UInt8>) -> T?) -> T? {
        var tried = 0
        var start = bytes.startIndex
        while tried < maximumCandidates, let open = bytes[start...].firstIndex(of: UInt8(ascii: "{")) {
            tried += 1
            if let end = closingBrace(in: bytes, from: open), let found = accept(bytes[open...end]) { return found }
            start = open + 1
        }
        return nil
    }

    /// The index of the "}" that balances the "{" at `open`, or nil when the text ends first.
    private static func closingBrace(in bytes: [UInt8], from open: Int) -> Int? {
        var depth = 0, inString = false, escaped = false
        for index in open..<bytes.endIndex {
            let byte = bytes[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth > OrderFileParser.maximumDepth { return nil }
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }
}
