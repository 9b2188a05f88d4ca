/// A JSON text that could not be parsed, with the position of the first offending byte.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int

    public var description: String { "\(line):\(column): \(message)" }
}
