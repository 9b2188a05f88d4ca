import BistroJSON

extension Rejection {
    /// `{"code", "message", "line"?, "column"?}` as in sidecar files and `bistro process --json`.
    package var json: JSONValue {
        var members: [(String, JSONValue)] = [("code", .string(code.rawValue)), ("message", .string(message))]
        if let line { members.append(("line", .int(line))) }
        if let column { members.append(("column", .int(column))) }
        return .object(members)
    }
}
