/// Something wrong with the shape of a JSON document — a value of the wrong type, a key the format does
/// not have, a key given twice, a required key left out, a number out of range, text that is too long or
/// holds control characters — as a value with its position. `JSONObjectReader` hands these to its sink:
/// content turns each into a `path:line:column` diagnostic, order processing into a rejection with a
/// stable code. Build them with the factories of `JSONShapeProblem+Wording.swift`, so the same mistake is
/// worded the same in every file Bistro reads.
package struct JSONShapeProblem: Error, Sendable, Hashable, CustomStringConvertible {
    package enum Kind: Sendable, Hashable {
        /// The value has another JSON type than the format asks for (an object where a string goes).
        case wrongType
        /// A key the object's format does not have.
        case unknownKey
        /// A known key given a second time in the same object (the first is the one read).
        case duplicateKey
        /// A required key is absent (or null, where null counts as absent).
        case missingKey
        /// A number of the right type outside the values the format allows (or not whole, or not finite).
        case outOfRange
        /// Text that is empty, too long, or holds control characters.
        case invalidText
        /// A value of the right type that the reader's caller found wrong (an unknown time zone, say).
        case invalidValue
    }

    package var kind: Kind
    package var message: String
    /// 1-based line and UTF-8 column of the value (or of the key, for unknown and repeated keys).
    package var line: Int
    package var column: Int

    package init(_ kind: Kind, _ message: String, line: Int, column: Int) {
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
    }

    package init(_ kind: Kind, _ message: String, at node: JSONNode) {
        self.init(kind, message, line: node.line, column: node.column)
    }

    package var description: String { "\(line):\(column): \(message)" }
}
