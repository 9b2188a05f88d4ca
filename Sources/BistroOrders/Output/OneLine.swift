extension String {
    /// The text with every line break (LF, CRLF, CR, U+2028…) replaced by a space, for a listing or a
    /// receipt line that must stay one line; the text itself when it has none.
    var oneLine: String {
        contains(where: \.isNewline) ? String(map { $0.isNewline ? " " : $0 }) : self
    }
}
