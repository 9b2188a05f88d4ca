import Foundation

/// A JSON document built as Swift values and serialized deterministically (sorted keys, no escaped
/// slashes). Used for schema.org JSON-LD and the `menu.json` export.
public indirect enum JSONValue: Hashable, Sendable, Encodable, ExpressibleByStringLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByArrayLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }

    /// Compact or pretty-printed UTF-8 JSON with sorted keys.
    public func serialized(pretty: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers and nested containers of them cannot fail.
        let data = (try? encoder.encode(self)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The JSON made safe to place inside `<script type="application/ld+json">`: "</" becomes "<\/" and
    /// "<!--" becomes "\u003c!--", so no content can close the script element or open a comment in it.
    public func scriptSafe() -> String {
        serialized()
            .replacingOccurrences(of: "</", with: "<\\/")
            .replacingOccurrences(of: "<!--", with: "\\u003c!--")
    }

    /// Dropping keys whose value is nil keeps optional schema.org properties out.
    public static func object(_ pairs: [(String, JSONValue?)]) -> JSONValue {
        var members: [String: JSONValue] = [:]
        for (key, value) in pairs { if let value { members[key] = value } }
        return .object(members)
    }
}

extension Optional where Wrapped == String {
    /// A string value, or nil for nil or empty strings.
    var json: JSONValue? {
        guard let self, !self.isEmpty else { return nil }
        return .string(self)
    }
}
