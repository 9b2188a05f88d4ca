import GRDB

/// One reason of a recorded rejection, as a row of `rejection_reasons`: its stable code, its words, and its
/// place in the file when it has one.
package struct RecordedReason: Sendable, Hashable {
    package var code: String
    package var message: String
    package var line: Int?
    package var column: Int?

    package init(code: String, message: String, line: Int?, column: Int?) {
        self.code = code
        self.message = message
        self.line = line
        self.column = column
    }

    /// A row of `rejection_reasons` with `code`, `message`, `line` and `column`.
    init(row: Row) {
        self.init(code: row["code"], message: row["message"], line: row["line"], column: row["column"])
    }
}
