/// A JSON value to write, with object keys in the order given (stable output for people, tests and diffs).
public indirect enum JSONValue: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }

    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    public static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }

    /// Compact text, or indented by two spaces with `pretty`.
    public func rendered(pretty: Bool = false) -> String {
        var out = ""
        write(to: &out, pretty: pretty, indent: 0)
        return out
    }

    private func write(to out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .string(let value): JSONValue.quote(value, into: &out)
        case .array(let values):
            guard !values.isEmpty else { out += "[]"; return }
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                newline(&out, pretty, indent + 1)
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            newline(&out, pretty, indent)
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                newline(&out, pretty, indent + 1)
                JSONValue.quote(key, into: &out)
                out += pretty ? ": " : ":"
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            newline(&out, pretty, indent)
            out += "}"
        }
    }

    private func newline(_ out: inout String, _ pretty: Bool, _ indent: Int) {
        guard pretty else { return }
        out += "\n" + String(repeating: "  ", count: indent)
    }

    /// A JSON string literal; control characters, quotes, backslashes and U+2028/9 are escaped, and so are
    /// `<`, `>` and `&`, so the text is also safe inside an HTML `<script>` block.
    package static func quote(_ text: String, into out: inout String) {
        out += "\""
        // Most texts (file names, order numbers, codes) need no escaping: append them whole. 0xE2 leads
        // U+2028 and U+2029 in UTF-8, so texts with it take the careful path.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xE2 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
            || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "&") }) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                out += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += unicodeEscape(scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        out += "\""
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }
    public func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }
}
