/// A position in a text file: 1-based line and column (columns count Unicode scalars... in bytes of UTF-8,
/// which equals characters for ASCII and is what compilers and editors jump to).
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var path: String
    package var line: Int
    package var column: Int

    package init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// The start of a file, for problems that concern the file as a whole.
    package static func file(_ path: String) -> SourceLocation {
        SourceLocation(path: path, line: 1, column: 1)
    }

    package var description: String { "\(path):\(line):\(column)" }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
