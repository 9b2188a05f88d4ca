import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Guards one build's writes into an output folder:
///
/// - Builds into the same folder take turns: an exclusive `flock(2)` on the folder itself is held while
///   files are written, so a second build (an owner's, while cron's runs) waits for the first.
/// - A build that was killed part-way can leave temporary files (`.NAME.bistro-….tmp`, see `FileBytes`)
///   next to the pages it was writing. A marker file, `.bistro-unfinished`, exists from the start of the
///   writes to the end; when the next build finds it, it first deletes those temporary files everywhere
///   below the folder. Only names of that form are touched, never the owner's files.
package final class OutputFolderGuard {
    static let markerName = ".bistro-unfinished"

    private let root: String
    private let descriptor: Int32
    /// How many temporary files of an interrupted build were deleted.
    private(set) var sweptFiles = 0

    /// Takes the folder's lock (waiting for another build to finish) and marks the build as unfinished.
    init(root: String) throws(SiteWriterError) {
        self.root = root
        descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw SiteWriterError(path: root, reason: "cannot open folder: \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = "cannot lock folder: \(String(cString: strerror(errno)))"
                close(descriptor)
                throw SiteWriterError(path: root, reason: reason)
            }
        }
        let marker = root + "/" + Self.markerName
        if access(marker, F_OK) == 0 { sweptFiles = sweepTemporaryFiles() }
        let fd = open(marker, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let reason = "cannot create \(Self.markerName): \(String(cString: strerror(errno)))"
            close(descriptor)
            throw SiteWriterError(path: root, reason: reason)
        }
        close(fd)
    }

    /// The build's files and manifest are written: the folder is no longer unfinished.
    package func finish() {
        unlink(root + "/" + Self.markerName)
    }

    deinit { close(descriptor) }

    /// Whether `name` is one of `FileBytes`' temporary names: `.NAME.bistro-TAG.tmp`.
    static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".bistro-")
    }

    private func sweepTemporaryFiles() -> Int {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return 0 }
        var swept = 0
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if Self.isTemporaryName(name), unlink(root + "/" + relative) == 0 { swept += 1 }
        }
        return swept
    }
}
