/// The header fields of a message or a MIME part (RFC 5322 §2.2), in order, unfolded: a line that starts
/// with a space or tab continues the field before it (§2.2.3; the line break goes, the white space stays).
/// Lines may end in CRLF or LF. A line that is neither a field nor a continuation is skipped; the header
/// ends at the first empty line. Values are UTF-8 when they are valid UTF-8 and Latin-1 otherwise
/// (RFC 6532 allows UTF-8; older mailers send 8-bit bytes raw), so no input fails to read.
package struct HeaderFields: Sendable {
    package struct Field: Sendable, Hashable {
        package var name: String
        package var value: String
    }

    /// At most this many fields are kept; the rest of a longer header is skipped.
    static let maximumCount = 500

    package private(set) var fields: [Field] = []

    package init(_ fields: [Field] = []) { self.fields = fields }

    /// The value of the first field called `name` (compared without regard to case), trimmed.
    package subscript(_ name: String) -> String? {
        let wanted = name.lowercased()
        return fields.first { $0.name.lowercased() == wanted }?.value
    }

    /// Every value of the fields called `name`.
    package func values(_ name: String) -> [String] {
        let wanted = name.lowercased()
        return fields.filter { $0.name.lowercased() == wanted }.map(\.value)
    }

    /// Reads the header at the start of `bytes`; returns it and where the body starts (after the empty
    /// line, or the end when there is none).
    package static func read(_ bytes: ArraySlice<UInt8>) -> (header: HeaderFields, bodyStart: Int) {
        var header = HeaderFields()
        var pending: (name: [UInt8], value: [UInt8])?
        var index = bytes.startIndex
        func flush() {
            guard let field = pending else { return }
            pending = nil
            guard header.fields.count < maximumCount else { return }
            header.fields.append(Field(name: Self.text(field.name), value: Self.text(field.value).trimmingSpaces))
        }
        while index < bytes.endIndex {
            let lineEnd = bytes[index...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var line = bytes[index..<lineEnd]
            if line.last == 0x0D { line = line.dropLast() }
            let next = lineEnd == bytes.endIndex ? lineEnd : lineEnd + 1
            if line.isEmpty {
                flush()
                return (header, next)
            }
            if line.first == 0x20 || line.first == 0x09 {
                pending?.value += line
            } else if let colon = line.firstIndex(of: 0x3A), colon > line.startIndex,
                line[..<colon].allSatisfy({ $0 > 0x20 && $0 < 0x7F })
            {
                flush()
                pending = (Array(line[..<colon]), Array(line[(colon + 1)...]))
            } else {
                flush()  // not a field: skipped
            }
            index = next
        }
        flush()
        return (header, bytes.endIndex)
    }

    static func text(_ bytes: [UInt8]) -> String {
        TextCharset.unlabelled.decode(bytes) ?? ""
    }
}

extension String {
    /// Without spaces, tabs, CR and LF at either end.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
