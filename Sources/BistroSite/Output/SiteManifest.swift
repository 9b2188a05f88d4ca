#if canImport(Glibc)
import Glibc
#endif

/// `.bistro-manifest` in the output folder: what the last successful build produced, so the next one can
/// delete files that are no longer produced (and only those) and skip work when nothing changed.
///
///     # bistro build manifest
///     # fingerprint 3f0c…
///     # pages 34
///     index.html<TAB>4512<TAB>1763798400123456789
public struct SiteManifest: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var path: String
        public var size: Int
        /// Modification time in nanoseconds since 1970.
        public var modified: Int
    }

    public var fingerprint: String
    public var pages: Int
    public var files: [Entry] = []

    public init(fingerprint: String, pages: Int) {
        self.fingerprint = fingerprint
        self.pages = pages
    }

    public init(text: String) {
        fingerprint = ""
        pages = 0
        for line in text.split(separator: "\n") {
            if line.hasPrefix("# fingerprint ") { fingerprint = String(line.dropFirst("# fingerprint ".count)) }
            else if line.hasPrefix("# pages ") { pages = Int(line.dropFirst("# pages ".count)) ?? 0 }
            else if !line.hasPrefix("#") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                let path = String(fields[0])
                guard SiteWriter.isSafe(path) else { continue }
                files.append(Entry(
                    path: path, size: fields.count > 1 ? Int(fields[1]) ?? -1 : -1,
                    modified: fields.count > 2 ? Int(fields[2]) ?? -1 : -1))
            }
        }
    }

    public var text: String {
        var text = "# bistro build manifest: files the next build may replace or delete\n# fingerprint \(fingerprint)\n# pages \(pages)\n"
        for file in files { text += "\(file.path)\t\(file.size)\t\(file.modified)\n" }
        return text
    }
}

/// Size and modification time of a file, from one `stat`.
struct FileStamp {
    var size: Int
    var modified: Int

    static func read(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(size: Int(info.st_size), modified: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
    }
}
