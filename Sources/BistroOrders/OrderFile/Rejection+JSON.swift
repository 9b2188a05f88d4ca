import BistroJSON
import BistroOrderBook

extension Rejection {
    /// `{"code", "message", "line"?, "column"?}` as in sidecar files and `bistro process --json`.
    package var json: JSONValue {
        var members: [(String, JSONValue)] = [("code", .string(code.rawValue)), ("message", .string(message))]
        if let line { members.append(("line", .int(line))) }
        if let column { members.append(("column", .int(column))) }
        return .object(members)
    }

    /// The text of NAME.error.json: the reasons as a JSON array.
    package static func sidecar(_ rejections: [Rejection]) -> String {
        JSONValue.array(rejections.map(\.json)).rendered()
    }
}

extension Rejection {
    /// A reason as the order book recorded it. Codes are stable, so a recorded code is always known; one
    /// that is not (a book written by a later Bistro) reads as `invalid_text` with its own words.
    package init(recorded reason: RecordedReason) {
        self.init(
            RejectionCode(rawValue: reason.code) ?? .invalidText, reason.message, line: reason.line,
            column: reason.column)
    }
}

extension RecordedReason {
    init(_ rejection: Rejection) {
        self.init(
            code: rejection.code.rawValue, message: rejection.message, line: rejection.line, column: rejection.column)
    }
}
