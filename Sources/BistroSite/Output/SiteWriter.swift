import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a built site into its output folder incrementally:
///
/// - A file is written only when its bytes differ from what is there, so unchanged files keep their
///   modification time (rsync and browsers' caches see nothing new).
/// - Each changed file is written to a temporary file in its own folder and renamed over the old one, so a
///   reader never sees half a file. Files get mode 0644, folders 0755.
/// - Files the previous build produced (listed in `.bistro-manifest`) and this one doesn't are deleted,
///   with folders that become empty. Files Bistro never produced are never touched, so the owner may keep
///   e.g. a `CNAME` or `.well-known/` in the output folder.
///
/// Files are produced and written on every core; `contents` must be safe to call concurrently.
public struct SiteWriter: Sendable {
    public static let manifestName = ".bistro-manifest"

    public struct Report: Hashable, Sendable {
        public var produced: Int
        public var written: Int
        public var removed: Int
    }

    public let output: URL

    public init(output: URL) { self.output = output }

    /// Writes `paths[i]` with the bytes `contents(i)`; `paths` are relative to the output folder.
    public func write(paths: [String], contents: (Int) throws -> [UInt8]) throws(SiteWriterError) -> Report {
        for path in paths where !SiteWriter.isSafe(path) {
            throw SiteWriterError(path: path, reason: "not a relative path inside the output folder")
        }
        try makeDirectory(output.path)
        var folders = Set<String>()
        for path in paths {
            var folder = (path as NSString).deletingLastPathComponent
            while !folder.isEmpty, folders.insert(folder).inserted { folder = (folder as NSString).deletingLastPathComponent }
        }
        for folder in folders.sorted() { try makeDirectory(output.appendingPathComponent(folder).path) }

        let root = output.path
        let results = parallelMap(paths.count) { index -> Result<Bool, SiteWriterError> in
            let path = paths[index]
            do {
                let bytes = try contents(index)
                return .success(try FileBytes.replace(root + "/" + path, with: bytes))
            } catch let error as SiteWriterError {
                return .failure(error)
            } catch {
                return .failure(SiteWriterError(path: path, reason: "\(error)"))
            }
        }
        var written = 0
        for result in results {
            switch result {
            case .success(let changed): if changed { written += 1 }
            case .failure(let error): throw error
            }
        }
        let removed = try removeStale(keeping: Set(paths))
        let manifest = "# Files produced by `bistro build`; the next build deletes those it no longer produces.\n"
            + paths.sorted().map { $0 + "\n" }.joined()
        _ = try FileBytes.replace(root + "/" + SiteWriter.manifestName, with: Array(manifest.utf8))
        return Report(produced: paths.count, written: written, removed: removed)
    }

    /// The paths the previous build recorded, or none.
    public func previousManifest() -> [String] {
        guard let data = FileManager.default.contents(atPath: output.appendingPathComponent(SiteWriter.manifestName).path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }.map(String.init).filter(SiteWriter.isSafe)
    }

    private func removeStale(keeping current: Set<String>) throws(SiteWriterError) -> Int {
        var removed = 0
        for path in previousManifest() where !current.contains(path) {
            let full = output.appendingPathComponent(path).path
            if unlink(full) == 0 { removed += 1 } else if errno != ENOENT {
                throw SiteWriterError(path: path, reason: "cannot remove stale file: \(String(cString: strerror(errno)))")
            }
            var folder = (path as NSString).deletingLastPathComponent
            // rmdir only succeeds on empty folders, so folders with the owner's files stay.
            while !folder.isEmpty, rmdir(output.appendingPathComponent(folder).path) == 0 {
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return removed
    }

    private func makeDirectory(_ path: String) throws(SiteWriterError) {
        if mkdir(path, 0o755) == 0 || errno == EEXIST {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return }
            if errno != EEXIST { return }
        }
        if errno == ENOENT {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
                return
            } catch {}
        }
        throw SiteWriterError(path: path, reason: "cannot create folder: \(String(cString: strerror(errno)))")
    }

    /// Relative, no "..", no empty segments, not the manifest itself.
    static func isSafe(_ path: String) -> Bool {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.hasPrefix("/") && path != manifestName
            && !segments.contains { $0.isEmpty || $0 == ".." || $0 == "." }
    }
}

/// A file the writer could not write or remove.
public struct SiteWriterError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): error: \(reason)" }
}
