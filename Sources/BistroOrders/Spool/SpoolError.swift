import Foundation

/// An operational failure in the spool (cannot create, read or move): the run stops with a clear message.
public struct SpoolError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var errorNumber: Int32?

    public init(_ message: String) { self.message = message }

    static func system(_ message: String, _ code: Int32) -> SpoolError {
        var error = SpoolError("\(message): \(String(cString: strerror(code)))")
        error.errorNumber = code
        return error
    }

    public var description: String { message }
}
