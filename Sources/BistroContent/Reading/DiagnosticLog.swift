import BistroCore

/// Collects diagnostics while content is read, so every problem is reported at once.
public final class DiagnosticLog {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }

    public func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(.warning(message, at: location))
    }

    public func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    public var hasErrors: Bool { diagnostics.hasErrors }
}
