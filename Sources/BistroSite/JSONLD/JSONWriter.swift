/// Writes a `JSONValue` as RFC 8259 text: object keys sorted by their UTF-8 bytes, strings escaped
/// (quote, backslash, control characters), doubles in Swift's shortest round-trip form.
struct JSONWriter {
    let pretty: Bool
    /// Escape "</" and "<!--" inside strings for embedding in an HTML `<script>`.
    let scriptSafe: Bool
    private(set) var output = ""

    init(pretty: Bool, scriptSafe: Bool) {
        self.pretty = pretty
        self.scriptSafe = scriptSafe
    }

    mutating func write(_ value: JSONValue, depth: Int) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .double(let number): output += number.isFinite ? "\(number)" : "null"
        case .string(let text): writeString(text)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                newline(depth + 1)
                write(element, depth: depth + 1)
            }
            newline(depth)
            output += "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{"
            for (index, key) in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if index > 0 { output += "," }
                newline(depth + 1)
                writeString(key)
                output += pretty ? ": " : ":"
                write(members[key]!, depth: depth + 1)
            }
            newline(depth)
            output += "}"
        }
    }

    private mutating func newline(_ depth: Int) {
        guard pretty else { return }
        output += "\n"
        output += String(repeating: "  ", count: depth)
    }

    private mutating func writeString(_ text: String) {
        output += "\""
        var previous: Unicode.Scalar = " "
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "/" where scriptSafe && previous == "<": output += "\\/"
            case "<" where scriptSafe && pending == "!": output += "\\u003c"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
            previous = scalar
        }
        output += "\""
    }
}
