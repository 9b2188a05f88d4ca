/// The one wording of shape problems, shared by content files and order files. A key is always quoted
/// and an object is named by its context ("menu item", "the order", `"customer"`); text that came from
/// the file (keys, numbers) is clipped by `JSONText.quoted`/`JSONText.clip`.
extension JSONShapeProblem {
    /// `"name" must be a string, found a number` (or `menu item must be an object, found an array` when
    /// `subject` names an object rather than a key: pass `quoting: false`).
    package static func wrongType(_ subject: String, quoting: Bool = true, expected: String, found node: JSONNode)
        -> Self
    {
        let name = quoting ? JSONText.quoted(subject) : subject
        return Self(.wrongType, "\(name) must be \(expected), found \(node.kindDescription)", at: node)
    }

    /// `menu item must be an object, found a string`.
    package static func notAnObject(_ context: String, found node: JSONNode) -> Self {
        wrongType(context, quoting: false, expected: "an object", found: node)
    }

    /// `unknown key "colour" in menu item (known keys: name, price, sku)`, at the key.
    package static func unknownKey(_ member: JSONNode.Member, in context: String, knownKeys: String) -> Self {
        Self(
            .unknownKey, "unknown key \(JSONText.quoted(member.key)) in \(context) (known keys: \(knownKeys))",
            line: member.keyLine, column: member.keyColumn)
    }

    /// `duplicate key "note" in the order`, at the second key.
    package static func duplicateKey(_ member: JSONNode.Member, in context: String) -> Self {
        Self(
            .duplicateKey, "duplicate key \(JSONText.quoted(member.key)) in \(context)", line: member.keyLine,
            column: member.keyColumn)
    }

    /// `menu item is missing required key "sku"`, at the object.
    package static func missingKey(_ key: String, in context: String, at object: JSONNode) -> Self {
        Self(.missingKey, "\(context) is missing required key \(JSONText.quoted(key))", at: object)
    }

    /// `"calories" must be an integer from 0 to 100000, found 1.5`.
    package static func outOfRange(_ key: String, expected: String, found text: String, at node: JSONNode) -> Self {
        Self(.outOfRange, "\(JSONText.quoted(key)) must be \(expected), found \(JSONText.clip(text))", at: node)
    }

    /// `"name" is longer than 200 characters` (Unicode scalars).
    static func tooLong(_ key: String, maxLength: Int, at node: JSONNode) -> Self {
        Self(.invalidText, "\(JSONText.quoted(key)) is longer than \(maxLength) characters", at: node)
    }

    /// `"name" contains control characters` (see `JSONText.isForbiddenControl`).
    static func controlCharacters(_ key: String, at node: JSONNode) -> Self {
        Self(.invalidText, "\(JSONText.quoted(key)) contains control characters", at: node)
    }

    /// `"name" must not be empty` (nothing but white space counts as empty).
    package static func empty(_ key: String, at node: JSONNode) -> Self {
        Self(.invalidText, "\(JSONText.quoted(key)) must not be empty", at: node)
    }
}
