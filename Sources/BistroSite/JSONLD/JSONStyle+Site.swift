import BistroJSON

extension JSONStyle {
    /// `menu.json`: keys sorted, two-space indent, slashes not escaped.
    static let menuExport = JSONStyle(keys: .sorted, pretty: true, escaping: .minimal)
    /// schema.org JSON-LD inside `<script type="application/ld+json">`: keys sorted, compact, and no
    /// text can close the script element or open a comment in it.
    static let jsonLD = JSONStyle(keys: .sorted, pretty: false, escaping: .scriptSafe)
}

extension JSONValue {
    /// The JSON-LD text of this value, to place inside a `<script>` element.
    func scriptSafe() -> String { rendered(.jsonLD) }
}

extension Optional where Wrapped == String {
    /// A string value, or nil for nil or empty strings.
    var json: JSONValue? {
        guard let self, !self.isEmpty else { return nil }
        return .string(self)
    }
}

extension WrittenJSON {
    /// The text of an object with `"@context": "https://schema.org"` added as its first member, which is
    /// where sorting by key puts it when the other keys start with "@" + a letter after "c" or with a
    /// letter (as every schema.org property does).
    func addingSchemaContext() -> String {
        precondition(bytes.first == UInt8(ascii: "{") && bytes.count > 2, "not an object with members")
        return #"{"@context":"https://schema.org","# + String(decoding: bytes.dropFirst(), as: UTF8.self)
    }
}
