/// A JSON text that could not be parsed, with the position of the first offending byte.
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String
    package var line: Int
    package var column: Int

    package var description: String { "\(line):\(column): \(message)" }
}
