/// A problem found in the owner's content or templates, as a value: collected, sorted and printed once,
/// as `path:line:column: error: message`.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible, Comparable {
    package enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    package var severity: Severity
    package var location: SourceLocation
    package var message: String

    package init(_ severity: Severity = .error, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    package static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, at: location, message)
    }

    package static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, at: location, message)
    }

    package var description: String { "\(location): \(severity.rawValue): \(message)" }

    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    package var hasErrors: Bool { contains { $0.severity == .error } }
}
