import BistroCore

/// Collects diagnostics while content is read, so every problem is reported at once.
final class DiagnosticLog {
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    package func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }

    package func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(.warning(message, at: location))
    }

    package func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    package var hasErrors: Bool { diagnostics.hasErrors }
}
