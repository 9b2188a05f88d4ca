import BistroCore

/// What one build of the preview did: its number (1 for the first), whether it succeeded (the served
/// site changed only then), what it wrote, how long it took, and every diagnostic, errors and warnings.
package struct PreviewBuild: Sendable {
    package var number: Int
    package var succeeded: Bool
    /// Files written or removed; 0 when the output did not change.
    package var changedFiles: Int
    package var diagnostics: [Diagnostic]
    package var duration: Duration

    package init(number: Int, succeeded: Bool, changedFiles: Int, diagnostics: [Diagnostic], duration: Duration) {
        self.number = number
        self.succeeded = succeeded
        self.changedFiles = changedFiles
        self.diagnostics = diagnostics.sorted()
        self.duration = duration
    }

    /// The diagnostics as the terminal prints them: `path:line:column: severity: message`.
    var diagnosticLines: [String] { diagnostics.map(\.description) }
}
