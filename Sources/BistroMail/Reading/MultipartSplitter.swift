/// Finds the body parts of a multipart body (RFC 2046 §5.1.1): a delimiter is a line that starts with
/// "--" and the boundary (anything may follow on that line, as transports add white space); the line
/// break before it belongs to it; "--boundary--" closes the list. The preamble before the first
/// delimiter and the epilogue after the last are ignored. A body whose list is never closed ends its last
/// part at the end of the body.
enum MultipartSplitter {
    static func parts(of body: ArraySlice<UInt8>, boundary: [UInt8]) -> [Range<Int>] {
        let delimiter = Array("--".utf8) + boundary
        var parts: [Range<Int>] = []
        var partStart: Int?
        var lineStart = body.startIndex
        while lineStart < body.endIndex {
            let lineEnd = body[lineStart...].firstIndex(of: 0x0A) ?? body.endIndex
            if body[lineStart..<lineEnd].starts(with: delimiter) {
                if let start = partStart {
                    var end = lineStart
                    if end > start, body[end - 1] == 0x0A { end -= 1 }
                    if end > start, body[end - 1] == 0x0D { end -= 1 }
                    parts.append(start..<max(start, end))
                }
                let rest = body[(lineStart + delimiter.count)..<lineEnd]
                if rest.starts(with: Array("--".utf8)) { return parts }
                partStart = lineEnd == body.endIndex ? lineEnd : lineEnd + 1
            }
            lineStart = lineEnd == body.endIndex ? lineEnd : lineEnd + 1
        }
        if let start = partStart, start < body.endIndex { parts.append(start..<body.endIndex) }
        return parts
    }
}
