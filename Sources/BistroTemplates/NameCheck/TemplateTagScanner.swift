/// Finds the tags of a Mustache template with their positions. swift-mustache's parser keeps its tokens
/// to itself and without positions, so this reads the source again; it runs after that parser accepted
/// the template, so it only needs to understand valid templates. Comments (`{{! … }}`) and pragmas
/// (`{{% … }}`) are skipped; set-delimiter tags (`{{=<% %>=}}`) are followed.
enum TemplateTagScanner {
    static func tags(in text: String) -> [TemplateTag] {
        let bytes = Array(text.utf8)
        var tags: [TemplateTag] = []
        var open = Array("{{".utf8), close = Array("}}".utf8)
        var line = 1, lineStart = 0, scanned = 0
        /// Moves the line count up to `index`.
        func advance(to index: Int) {
            while scanned < index {
                if bytes[scanned] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = scanned + 1
                }
                scanned += 1
            }
        }
        var index = 0
        while let start = find(open, in: bytes, from: index) {
            var body = start + open.count
            let sigil = body < bytes.count ? bytes[body] : 0
            var end = close
            let kind: TemplateTag.Kind?
            switch sigil {
            case UInt8(ascii: "{") where open == Array("{{".utf8):
                end = Array("}}}".utf8)
                body += 1
                kind = .variable
            case UInt8(ascii: "&"): body += 1; kind = .variable
            case UInt8(ascii: "#"): body += 1; kind = .section
            case UInt8(ascii: "^"): body += 1; kind = .invertedSection
            case UInt8(ascii: "/"): body += 1; kind = .close
            case UInt8(ascii: ">"): body += 1; kind = .partial
            case UInt8(ascii: "<"): body += 1; kind = .parent
            case UInt8(ascii: "$"): body += 1; kind = .block
            case UInt8(ascii: "!"), UInt8(ascii: "%"), UInt8(ascii: "="): kind = nil
            default: kind = .variable
            }
            if sigil == UInt8(ascii: "=") { end = Array("=".utf8) + close }
            guard let stop = find(end, in: bytes, from: body) else { break }
            var first = body, last = stop
            while first < last, isSpace(bytes[first]) { first += 1 }
            while last > first, isSpace(bytes[last - 1]) { last -= 1 }
            if sigil == UInt8(ascii: "=") {
                // "=<% %>=": the new delimiters, separated by spaces.
                let parts = bytes[(first + 1)..<last].split(whereSeparator: isSpace)
                if parts.count == 2 {
                    open = Array(parts[0])
                    close = Array(parts[1])
                }
            } else if let kind, first < last {
                advance(to: first)
                tags.append(
                    TemplateTag(
                        kind: kind, name: String(decoding: bytes[first..<last], as: UTF8.self),
                        line: line, column: first - lineStart + 1))
            }
            index = stop + end.count
        }
        return tags
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start <= bytes.count - needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
