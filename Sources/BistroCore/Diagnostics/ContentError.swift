/// Thrown when content has errors; carries every diagnostic so they can all be reported at once.
package struct ContentError: Error, Sendable, CustomStringConvertible {
    package var diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
