import BistroCore
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
/// - Builds into one folder take turns, and the temporary files of a build that was killed are deleted by
///   the next one (`OutputFolderGuard`).
///
/// Files are produced and written on every core; `contents` must be safe to call concurrently.
package struct SiteWriter: Sendable {
    static let manifestName = ".bistro-manifest"

    package struct Report: Hashable, Sendable {
        package var produced: Int
        package var written: Int
        package var removed: Int
    }

    package let output: URL

    package init(output: URL) { self.output = output }

    /// Writes `paths[i]` with the bytes `contents(i)`; `paths` are relative to the output folder.
    /// `fingerprint`, `pages` and `orderBook` are recorded in the manifest for `upToDate(_:)`. A build that
    /// writes more than this (the order book's pages) holds the folder itself and passes `folderGuard`.
    package func write(
        paths: [String], fingerprint: BuildFingerprint? = nil, pages: Int = 0,
        orderBook: SiteManifest.OrderBookState? = nil, folderGuard held: OutputFolderGuard? = nil,
        contents: (Int) throws -> FileContents
    ) throws(SiteWriterError) -> Report {
        for path in paths where !SiteWriter.isSafe(path) {
            throw SiteWriterError(path: path, reason: "not a relative path inside the output folder")
        }
        let folderGuard: OutputFolderGuard
        if let held { folderGuard = held } else { folderGuard = try lock() }
        let (written, stamps) = try replace(paths: paths, contents: contents)
        let removed = try removeStale(keeping: paths)
        var manifest = SiteManifest(fingerprint: fingerprint?.hex ?? "", pages: pages)
        manifest.orderBook = orderBook
        manifest.files.reserveCapacity(paths.count)
        for index in paths.indices.sorted(by: { paths[$0] < paths[$1] }) {
            let entry = SiteManifest.Entry(
                path: paths[index], size: stamps[index]?.size ?? -1, modified: stamps[index]?.modified ?? -1)
            // A path given twice is listed once, with the stamp of its last write.
            if manifest.files.last?.path == entry.path {
                manifest.files[manifest.files.count - 1] = entry
            } else {
                manifest.files.append(entry)
            }
        }
        try writeManifest(manifest)
        if held == nil { folderGuard.finish() }
        return Report(produced: paths.count, written: written, removed: removed)
    }

    /// Writes `paths[i]` with the bytes `contents(i)` like `write`, but only these files of a site whose
    /// other files stay as `manifest` lists them: nothing is removed, and the written files' entries in
    /// `manifest` are brought up to date (the caller writes it, holding `folderGuard`).
    func update(
        paths: [String], in manifest: inout SiteManifest, folderGuard: OutputFolderGuard,
        contents: (Int) throws -> FileContents
    ) throws(SiteWriterError) -> Report {
        for path in paths where !SiteWriter.isSafe(path) {
            throw SiteWriterError(path: path, reason: "not a relative path inside the output folder")
        }
        let (written, stamps) = try replace(paths: paths, contents: contents)
        var stampByPath: [String: FileStamp?] = [:]
        for (path, stamp) in zip(paths, stamps) { stampByPath.updateValue(stamp, forKey: path) }
        for index in manifest.files.indices {
            guard let stamp = stampByPath[manifest.files[index].path] else { continue }
            manifest.files[index].size = stamp?.size ?? -1
            manifest.files[index].modified = stamp?.modified ?? -1
        }
        return Report(produced: paths.count, written: written, removed: 0)
    }

    /// Writes each file whose bytes differ, on every core: how many were written, and each one's stamp.
    private func replace(
        paths: [String], contents: (Int) throws -> FileContents
    ) throws(SiteWriterError) -> (written: Int, stamps: [FileStamp?]) {
        let root = output.path
        // Each file's folder is made by the worker that writes the file (parents first, as `mkdir -p`
        // does), so folders and files are made on every core in one pass.
        let results = parallelMap(paths.count) { index -> Result<FileBytes.Outcome, SiteWriterError> in
            let path = paths[index]
            do {
                let bytes = try contents(index)
                let folder = SiteWriter.parent(path)
                // A folder this file's worker created holds nothing yet: no comparison needed.
                let folderIsNew = folder.isEmpty ? false : try makeDirectory(root + "/" + folder)
                return .success(try FileBytes.replace(root + "/" + path, with: bytes, folderIsNew: folderIsNew))
            } catch let error as SiteWriterError {
                return .failure(error)
            } catch {
                return .failure(SiteWriterError(path: path, reason: "\(error)"))
            }
        }
        var written = 0
        var stamps: [FileStamp?] = []
        stamps.reserveCapacity(paths.count)
        for result in results {
            switch result {
            case .success(let outcome):
                if outcome.written { written += 1 }
                stamps.append(outcome.stamp)
            case .failure(let error): throw error
            }
        }
        return (written, stamps)
    }

    /// Makes the output folder if needed and takes it for this build (see `OutputFolderGuard`).
    package func lock() throws(SiteWriterError) -> OutputFolderGuard {
        try makeDirectory(output.path)
        return try OutputFolderGuard(root: output.path)
    }

    /// Replaces the manifest (temporary file and rename, like every file), readable by its owner only: a web
    /// server running as another user cannot serve it (it names no private page either way; see
    /// `SiteManifest`).
    /// `listing` is `manifest.listingText` when the caller has it already.
    func writeManifest(_ manifest: SiteManifest, listing: String? = nil) throws(SiteWriterError) {
        let text = manifest.headerText + (listing ?? manifest.listingText)
        _ = try FileBytes.replace(output.path + "/" + SiteWriter.manifestName, with: .text(text), mode: 0o600)
    }

    /// The previous build's manifest, or an empty one.
    func previousManifest() -> SiteManifest {
        guard
            let data = FileManager.default.contents(atPath: output.appendingPathComponent(SiteWriter.manifestName).path)
        else {
            return SiteManifest(fingerprint: "", pages: 0)
        }
        return SiteManifest(text: String(decoding: data, as: UTF8.self))
    }

    var manifestPath: String { output.path + "/" + SiteWriter.manifestName }

    /// The page count of the previous build when it was made from input with this fingerprint and all its
    /// files are still there with the size and modification time it left them with; nil otherwise.
    /// `checkingFiles` false trusts the files to be as listed (a publisher's own manifest, see
    /// `BuildSession.written`).
    func upToDate(_ fingerprint: BuildFingerprint, manifest: SiteManifest? = nil, checkingFiles: Bool = true) -> Int? {
        let manifest = manifest ?? previousManifest()
        guard !manifest.fingerprint.isEmpty, manifest.fingerprint == fingerprint.hex, !manifest.files.isEmpty,
            // An interrupted build may have left temporary files: build, and sweep them.
            access(output.appendingPathComponent(OutputFolderGuard.markerName).path, F_OK) != 0
        else { return nil }
        guard checkingFiles else { return manifest.pages }
        let root = output.path
        let files = manifest.files
        let unchanged = parallelMap(files.count) { index in
            guard let stamp = FileStamp.read(root + "/" + files[index].path) else { return false }
            return stamp.size == files[index].size && stamp.modified == files[index].modified
        }
        return unchanged.allSatisfy { $0 } ? manifest.pages : nil
    }

    private func removeStale(keeping paths: [String]) throws(SiteWriterError) -> Int {
        let previous = previousManifest().files
        guard !previous.isEmpty else { return 0 }
        let current = Set(paths)
        var removed = 0
        for path in previous.map(\.path) where !current.contains(path) {
            let full = output.appendingPathComponent(path).path
            if unlink(full) == 0 {
                removed += 1
            } else if errno != ENOENT {
                throw SiteWriterError(
                    path: path, reason: "cannot remove stale file: \(String(cString: strerror(errno)))")
            }
            var folder = (path as NSString).deletingLastPathComponent
            // rmdir only succeeds on empty folders, so folders with the owner's files stay.
            while !folder.isEmpty, rmdir(output.appendingPathComponent(folder).path) == 0 {
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return removed
    }

    /// "menu/burgers" → "menu"; "menu" → "".
    static func parent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// Makes sure `path` is a folder, making missing parents first; true when this call created it (so
    /// it is empty). Safe to call for the same folder from several threads: one of them creates it.
    @discardableResult
    func makeDirectory(_ path: String) throws(SiteWriterError) -> Bool {
        if mkdir(path, 0o755) == 0 { return true }
        if errno == ENOENT, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex {
            try makeDirectory(String(path[..<slash]))
            if mkdir(path, 0o755) == 0 { return true }
        }
        if errno == EEXIST {
            var info = stat()
            if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return false }
            errno = EEXIST
        }
        throw SiteWriterError(path: path, reason: "cannot create folder: \(String(cString: strerror(errno)))")
    }

    /// Relative, no "..", no empty segments, not the manifest itself.
    static func isSafe(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let segments = path.utf8.split(separator: slash, omittingEmptySubsequences: false)
        return !path.isEmpty && path.utf8.first != slash && path != manifestName
            && !segments.contains { $0.isEmpty || $0.elementsEqual([dot, dot]) || $0.elementsEqual([dot]) }
    }
}

/// A file the writer could not write or remove.
package struct SiteWriterError: Error, Sendable, CustomStringConvertible {
    package var path: String
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(path): error: \(reason)" }
}
