/// A JSON value to write: built as Swift values, written by `rendered(_:)` in a `JSONStyle` (keys sorted
/// or in the order given, pretty or compact, how much to escape). The one writer for order output, the
/// site's JSON-LD and `menu.json`, and the owner's report.
package indirect enum JSONValue: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    case null
    case bool(Bool)
    case int(Int)
    /// Written in Swift's shortest round-trip form; not finite is written `null`.
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Members as given; a sorting style writes them by key and keeps the last of a repeated key.
    case object([(String, JSONValue)])
    /// A value written earlier, embedded as it was written (see `WrittenJSON`).
    case written(WrittenJSON)

    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements) }

    package static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    package static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }

    /// An object without the members whose value is nil (optional schema.org properties, say).
    package static func object(_ pairs: [(String, JSONValue?)]) -> JSONValue {
        .object(pairs.compactMap { key, value in value.map { (key, $0) } })
    }

    /// The text of this value in `style`.
    package func rendered(_ style: JSONStyle) -> String {
        var writer = JSONWriter(style: style)
        writer.write(self, depth: 0)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Order output: keys in the order given, `<`, `>`, `&` escaped; compact, or indented by two spaces
    /// with `pretty`.
    package func rendered(pretty: Bool = false) -> String {
        rendered(JSONStyle(keys: .given, pretty: pretty, escaping: .htmlSafe))
    }

    /// The compact text of this value in `style`, to embed in other values without writing it again.
    package func written(_ style: JSONStyle) -> WrittenJSON {
        var writer = JSONWriter(style: JSONStyle(keys: style.keys, pretty: false, escaping: style.escaping))
        writer.write(self, depth: 0)
        return WrittenJSON(bytes: writer.bytes)
    }

    /// A JSON string literal escaped as order output escapes it, appended to `out`.
    package static func quote(_ text: String, into out: inout String) {
        var writer = JSONWriter(style: JSONStyle(keys: .given, pretty: false, escaping: .htmlSafe))
        writer.writeString(text)
        out += String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Equal when they write the same compact text with sorted keys: JSON objects do not order their members.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered(.canonical) == rhs.rendered(.canonical)
    }
    package func hash(into hasher: inout Hasher) { hasher.combine(rendered(.canonical)) }
}

/// How a `JSONValue` is written.
package struct JSONStyle: Sendable, Hashable {
    package enum KeyOrder: Sendable, Hashable {
        /// As the object lists them (stable output for people, tests and diffs).
        case given
        /// By the keys' UTF-8 bytes; the last of a repeated key wins.
        case sorted
    }

    package enum Escaping: Sendable, Hashable {
        /// Quote, backslash and control characters only.
        case minimal
        /// Also "</" as "<\/" and "<!" as "\u003c!", so no text can close a `<script>` element or open a
        /// comment in it.
        case scriptSafe
        /// Also every `<`, `>`, `&`, U+2028, U+2029 and DEL as `\u` escapes.
        case htmlSafe
    }

    package var keys: KeyOrder
    /// Indented by two spaces, one member or element a line, ": " after keys.
    package var pretty: Bool
    package var escaping: Escaping

    package init(keys: KeyOrder, pretty: Bool, escaping: Escaping) {
        self.keys = keys
        self.pretty = pretty
        self.escaping = escaping
    }

    static let canonical = JSONStyle(keys: .sorted, pretty: false, escaping: .minimal)
}

/// JSON text written once (compact, by `JSONValue.written(_:)`) and embedded as is wherever it is
/// needed: a menu item's JSON-LD appears on the menu, its category page and its own page. Its escapes
/// are valid JSON everywhere, so embedding it in pretty output stays valid JSON, only not reformatted.
package struct WrittenJSON: Hashable, Sendable {
    package let bytes: [UInt8]
}
