import Foundation

@testable import BistroContent
@testable import BistroCore

/// A content folder written to a temporary directory for one test. Files may contain markers `⟨1⟩`,
/// `⟨2⟩`… that are removed before writing; `location(of:)` gives where a marker stood, so expected
/// diagnostics cannot drift from the fixture text.
final class ContentFixture {
    let directory: URL
    private var markers: [String: SourceLocation] = [:]

    static let restaurant =
        #"{"name": "Test Diner", "currency": "CAD", "locale": "en_CA", "timeZone": "America/Toronto", "taxRate": "0.13"}"#

    init(_ files: [String: String]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("bistro-content-\(UUID().uuidString)")
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(strip(text, path: "Content/" + name).utf8).write(to: url)
        }
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func location(of marker: String) -> SourceLocation { markers[marker]! }

    func load() throws(ContentError) -> RestaurantContent {
        try ContentLoader(directory: directory, displayDirectory: "Content").load().content
    }

    /// The diagnostics a failed load reports, or [] when it loaded.
    func diagnostics() -> [Diagnostic] {
        do {
            _ = try load()
            return []
        } catch {
            return error.diagnostics
        }
    }

    private func strip(_ text: String, path: String) -> String {
        var output = ""
        var line = 1, column = 1
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "⟨") {
            let before = rest[..<open]
            for byte in before.utf8 { if byte == 0x0A { line += 1; column = 1 } else { column += 1 } }
            output += before
            let close = rest[open...].firstIndex(of: "⟩")!
            markers[String(rest[rest.index(after: open)..<close])] = SourceLocation(
                path: path, line: line, column: column)
            rest = rest[rest.index(after: close)...]
        }
        return output + rest
    }
}
