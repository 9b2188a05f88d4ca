import BistroTemplates
import Foundation

/// `bistro new DIR`: a starter restaurant in `DIR/Content` and a copy of the default templates in
/// `DIR/Templates`, ready for `bistro build`. Refuses to write into a folder that has anything in it.
package enum SiteScaffold {
    package struct Refusal: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// The files written, relative to `directory`.
    @discardableResult
    package static func create(at directory: URL) throws -> [String] {
        let manager = FileManager.default
        if manager.fileExists(atPath: directory.path) {
            let entries = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? ["?"]
            guard entries.isEmpty else {
                throw Refusal(description: "\(directory.path) already exists and is not empty; choose a new folder")
            }
        }
        var written: [String] = []
        let files =
            DefaultTemplates.starter.map { ("Content/" + $0.path, $0.bytes) }
            + DefaultTemplates.files.map { ("Templates/" + $0.path, $0.bytes) }
        for (path, bytes) in files {
            let url = directory.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
            written.append(path)
        }
        return written
    }
}
