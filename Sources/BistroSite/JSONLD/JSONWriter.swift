import BistroJSON
/// Writes a `JSONValue` as RFC 8259 text: object keys in `JSONObject`'s order (by their UTF-8 bytes),
/// strings escaped (quote, backslash, control characters), doubles in Swift's shortest round-trip form.
/// Works on UTF-8 bytes: the menu page's JSON-LD of a big menu runs to megabytes.
struct JSONWriter {
    let pretty: Bool
    /// Escape "</" and "<!--" inside strings for embedding in an HTML `<script>`.
    let scriptSafe: Bool
    private(set) var bytes: [UInt8] = []

    init(pretty: Bool, scriptSafe: Bool) {
        self.pretty = pretty
        self.scriptSafe = scriptSafe
    }

    var output: String { String(decoding: bytes, as: UTF8.self) }

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
        case .object(let object):
            guard !object.members.isEmpty else { append("{}"); return }
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(depth + 1)
                writeString(member.key)
                append(pretty ? ": " : ":")
                write(member.value, depth: depth + 1)
            }
            newline(depth)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    private mutating func newline(_ depth: Int) {
        guard pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    private mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Most texts need no escaping: copy them in one go.
            let plain = !utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || (scriptSafe && $0 == UInt8(ascii: "<")) }
            if plain {
                bytes.append(contentsOf: utf8)
                return
            }
            var previous: UInt8 = 0
            for (index, byte) in utf8.enumerated() {
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case UInt8(ascii: "\n"): append("\\n")
                case UInt8(ascii: "\r"): append("\\r")
                case UInt8(ascii: "\t"): append("\\t")
                case UInt8(ascii: "/") where scriptSafe && previous == UInt8(ascii: "<"): append("\\/")
                case UInt8(ascii: "<") where scriptSafe && index + 1 < utf8.count && utf8[index + 1] == UInt8(ascii: "!"):
                    append("\\u003c")
                case 0..<0x20:
                    let hex = String(byte, radix: 16)
                    append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                default:
                    bytes.append(byte)
                }
                previous = byte
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
