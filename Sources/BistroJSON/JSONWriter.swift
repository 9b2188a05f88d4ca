/// Writes a `JSONValue` as RFC 8259 text in a `JSONStyle`. Works on UTF-8 bytes: a big menu's JSON-LD
/// runs to megabytes.
struct JSONWriter {
    let style: JSONStyle
    private(set) var bytes: [UInt8] = []
    // The style as plain flags: tested for every object and every byte of a string.
    private let sortKeys: Bool
    private let scriptSafe: Bool
    private let htmlSafe: Bool

    init(style: JSONStyle) {
        self.style = style
        sortKeys = style.keys == .sorted
        scriptSafe = style.escaping == .scriptSafe
        htmlSafe = style.escaping == .htmlSafe
    }

    mutating func write(_ value: JSONValue, depth: Int) {
        switch value {
        case .null: append("null")
        case .written(let json): bytes.append(contentsOf: json.bytes)
        case .bool(let flag): append(flag ? "true" : "false")
        case .int(let number): append(String(number))
        case .double(let number): append(number.isFinite ? "\(number)" : "null")
        case .string(let text): writeString(text)
        case .array(let elements):
            guard !elements.isEmpty else { append("[]"); return }
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(depth + 1)
                write(element, depth: depth + 1)
            }
            newline(depth)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { append("{}"); return }
            bytes.append(UInt8(ascii: "{"))
            if !sortKeys {
                for (index, member) in members.enumerated() {
                    writeMember(member, first: index == 0, depth: depth)
                }
            } else {
                // Sorted by index, without copying the members or hashing the keys: a big menu's JSON-LD
                // makes tens of thousands of small objects. Insertion sort is stable, so of equal keys
                // the last one given comes last, and is the one written.
                withUnsafeTemporaryAllocation(of: Int.self, capacity: members.count) { order in
                    for index in members.indices {
                        var slot = index
                        while slot > 0, members[index].0.utf8.lexicographicallyPrecedes(members[order[slot - 1]].0.utf8)
                        {
                            order[slot] = order[slot - 1]
                            slot -= 1
                        }
                        order[slot] = index
                    }
                    var first = true
                    for position in members.indices {
                        let member = members[order[position]]
                        if position + 1 < members.count, members[order[position + 1]].0 == member.0 { continue }
                        writeMember(member, first: first, depth: depth)
                        first = false
                    }
                }
            }
            newline(depth)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private mutating func writeMember(_ member: (String, JSONValue), first: Bool, depth: Int) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        newline(depth + 1)
        writeString(member.0)
        append(style.pretty ? ": " : ":")
        write(member.1, depth: depth + 1)
    }

    private mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    private mutating func newline(_ depth: Int) {
        guard style.pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        let scriptSafe = scriptSafe, htmlSafe = htmlSafe
        text.withUTF8 { utf8 in
            // Most texts need no escaping: copy them in one go. 0xE2 leads U+2028 and U+2029.
            let plain = !utf8.contains { byte in
                byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                    || ((scriptSafe || htmlSafe) && byte == UInt8(ascii: "<"))
                    || (htmlSafe
                        && (byte == 0x7F || byte == 0xE2 || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")))
            }
            if plain {
                bytes.append(contentsOf: utf8)
                return
            }
            var previous: UInt8 = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case UInt8(ascii: "\n"): append("\\n")
                case UInt8(ascii: "\r"): append("\\r")
                case UInt8(ascii: "\t"): append("\\t")
                case 0..<0x20: unicodeEscape(UInt32(byte))
                case _
                where htmlSafe
                    && (byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
                        || byte == 0x7F):
                    unicodeEscape(UInt32(byte))
                case 0xE2
                where htmlSafe && index + 2 < utf8.count && utf8[index + 1] == 0x80
                    && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    unicodeEscape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                    index += 2
                case UInt8(ascii: "/") where scriptSafe && previous == UInt8(ascii: "<"): append("\\/")
                case UInt8(ascii: "<")
                where scriptSafe && index + 1 < utf8.count && utf8[index + 1] == UInt8(ascii: "!"):
                    append("\\u003c")
                default:
                    bytes.append(byte)
                }
                previous = byte
                index += 1
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func unicodeEscape(_ value: UInt32) {
        let hex = String(value, radix: 16)
        append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
    }
}
