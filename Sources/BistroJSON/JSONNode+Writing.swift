extension JSONNode {
    /// The node as a value to write again, members in file order and numbers exactly as written.
    package var writable: JSONValue {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let text): .written(WrittenJSON(bytes: Array(text.utf8)))
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(\.writable))
        case .object(let members): .object(members.map { ($0.key, $0.value.writable) })
        }
    }
}
