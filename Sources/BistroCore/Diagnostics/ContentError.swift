/// Thrown when content has errors; carries every diagnostic so they can all be reported at once.
public struct ContentError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
