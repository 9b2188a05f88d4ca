/// A JSON value that remembers where it stood in its file, so every problem with it can be reported as
/// `path:line:column`. Numbers keep their exact text: money and quantities are never read through Double.
package struct JSONNode: Sendable, Hashable {
    package enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        /// The number exactly as written, e.g. "12", "-0.5", "1e400".
        case number(String)
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    package struct Member: Sendable, Hashable {
        package var key: String
        package var keyLine: Int
        package var keyColumn: Int
        package var value: JSONNode
    }

    package var value: Value
    /// 1-based line of the value's first character.
    package var line: Int
    /// 1-based column (in UTF-8 bytes) of the value's first character.
    package var column: Int

    /// A short name of the value's type for messages: "a string", "an object", …
    var kindDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
