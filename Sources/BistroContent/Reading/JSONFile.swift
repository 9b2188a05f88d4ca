import BistroCore
import BistroJSON
import Foundation

/// Reads a JSON file into a positioned tree, reporting unreadable files, invalid UTF-8 and syntax errors
/// at their position.
enum JSONFile {
    /// The parsed document, or nil after logging why it could not be read. `displayPath` is the path
    /// diagnostics show (relative to where the user ran the command when possible).
    package static func read(_ url: URL, displayPath: String, log: DiagnosticLog) -> JSONNode? {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            log.error("cannot read file", at: .file(displayPath))
            return nil
        }
        return parse([UInt8](data), displayPath: displayPath, log: log)
    }

    package static func parse(_ bytes: [UInt8], displayPath: String, log: DiagnosticLog) -> JSONNode? {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            log.error(
                "invalid JSON: \(error.message)",
                at: SourceLocation(path: displayPath, line: error.line, column: error.column))
            return nil
        }
    }
}
