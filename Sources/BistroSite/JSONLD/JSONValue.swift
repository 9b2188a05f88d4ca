import BistroJSON
/// A JSON document built as Swift values and serialized deterministically (sorted keys, no escaped
/// slashes). Used for schema.org JSON-LD and the `menu.json` export.
public indirect enum JSONValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByArrayLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([JSONValue])
    case object(JSONObject)
    case null
    /// A value serialized earlier, embedded as it was written (see `WrittenJSON`).
    case written(WrittenJSON)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements))
    }

    /// Compact or pretty-printed (two-space indent) JSON with sorted keys and unescaped slashes.
    /// Serialized here rather than by `JSONEncoder`: a 10,000-item menu's JSON-LD took a tenth of the
    /// whole build through Foundation, and the output must be byte-stable anyway.
    public func serialized(pretty: Bool = false) -> String {
        var writer = JSONWriter(pretty: pretty, scriptSafe: false)
        writer.write(self, depth: 0)
        return writer.output
    }

    /// The JSON made safe to place inside `<script type="application/ld+json">`: "</" is written "<\/"
    /// and "<!--" as "\u003c!--", so no content can close the script element or open a comment in it.
    public func scriptSafe() -> String {
        var writer = JSONWriter(pretty: false, scriptSafe: true)
        writer.write(self, depth: 0)
        return writer.output
    }

    /// The compact, script-safe text of this value, to embed in other values without writing it again.
    func written() -> WrittenJSON {
        var writer = JSONWriter(pretty: false, scriptSafe: true)
        writer.write(self, depth: 0)
        return WrittenJSON(bytes: writer.bytes)
    }

    /// Dropping keys whose value is nil keeps optional schema.org properties out.
    public static func object(_ pairs: [(String, JSONValue?)]) -> JSONValue {
        .object(JSONObject(pairs.compactMap { key, value in value.map { (key, $0) } }))
    }
}

extension Optional where Wrapped == String {
    /// A string value, or nil for nil or empty strings.
    var json: JSONValue? {
        guard let self, !self.isEmpty else { return nil }
        return .string(self)
    }
}

/// JSON text written once (compact and script-safe, by `JSONValue.written()`) and embedded as is
/// wherever it is needed: a menu item's JSON-LD appears on the menu, its category page and its own page.
/// Its escapes are valid JSON everywhere, so embedding it in pretty or plain output stays valid JSON,
/// only not reformatted.
public struct WrittenJSON: Hashable, Sendable {
    let bytes: [UInt8]

    /// The text of an object with `"@context": "https://schema.org"` added as its first member, which is
    /// where sorting by key puts it when the other keys start with "@" + a letter after "c" or with a
    /// letter (as every schema.org property does).
    func addingSchemaContext() -> String {
        precondition(bytes.first == UInt8(ascii: "{") && bytes.count > 2, "not an object with members")
        return #"{"@context":"https://schema.org","# + String(decoding: bytes.dropFirst(), as: UTF8.self)
    }
}
