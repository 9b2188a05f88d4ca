import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The temporary folder the preview builds into: made fresh (mode 0700, under $TMPDIR or /tmp) so the
/// production site is never touched, and removed when the preview ends.
struct PreviewFolder: Sendable {
    let url: URL

    static func make() throws(ServerError) -> PreviewFolder {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/bistro-preview-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw ServerError("cannot make a temporary folder in \(base): \(String(cString: strerror(errno)))")
        }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return PreviewFolder(url: URL(fileURLWithPath: path, isDirectory: true))
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
