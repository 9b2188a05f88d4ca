import Foundation

/// Where Bistro's documentation is, for the messages and help texts that point to it: `make install` puts
/// README.md and docs/*.md in PREFIX/share/doc/bistro beside PREFIX/bin/bistro, and an installed binary
/// names that folder; a binary run from its build folder names docs/ of the source tree.
package enum Documentation {
    /// The folder, found once from the running executable (its links followed).
    static let folder: String = {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return "docs" }
        let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/doc/bistro")
        return FileManager.default.fileExists(atPath: installed.appendingPathComponent("content.md").path)
            ? installed.path : "docs"
    }()

    /// "docs/content.md", or "/usr/local/share/doc/bistro/content.md" once installed.
    package static func path(_ name: String) -> String { folder + "/" + name }
}
