import Foundation
import Synchronization

extension SpoolDirectory {
    /// What a temporary file in `tmp/` is for; its name says so: `.KIND.PID.COUNTER.tmp`, short whatever
    /// file it stands for.
    enum TemporaryKind: String {
        /// `bistro submit`'s order file, renamed into `incoming/` (written without the spool lock).
        case submit
        /// `bistro process`'s sidecar, linked into `rejected/` (written only under the spool lock).
        case sidecar
    }

    /// How long a temporary file of `bistro submit` may stand before a run takes it for a leftover of a
    /// killed submit (a live one exists for milliseconds).
    static let submitLeftoverAge: TimeInterval = 3600

    /// Writes the bytes to a new file in `tmp/` (mode 0640), optionally flushed to disk; returns its name.
    func writeTemporary(_ bytes: [UInt8], kind: TemporaryKind, sync: Bool) throws(SpoolError) -> SpoolName {
        var name: SpoolName
        var tmpFolder: Int32, tmpName: [CChar]
        var fd: Int32
        repeat {  // a leftover of a killed process with the same PID may hold the name: take the next
            name = SpoolName(".\(kind.rawValue).\(getpid()).\(TemporaryCounter.next()).tmp")
            (tmpFolder, tmpName) = handles.locate(.tmp, name)
            fd = openat(tmpFolder, tmpName, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o640)
        } while fd < 0 && errno == EEXIST
        guard fd >= 0 else { throw .system("cannot write \(path(.tmp, name))", errno) }
        fchmod(fd, 0o640)
        var written = 0
        var failure: Int32?
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            written += count
        }
        if failure == nil, sync, fsync(fd) != 0 { failure = errno }
        close(fd)
        if let failure {
            unlinkat(tmpFolder, tmpName, 0)
            throw .system("cannot write \(path(.tmp, name))", failure)
        }
        return name
    }

    /// Removes what killed runs left in `tmp/`: every sidecar being written (only the holder of the spool
    /// lock writes those, so call this under it), in today's form and in the earlier
    /// `.NAME.error.json.PID.tmp` one, and `bistro submit` files older than an hour. Nothing else there is
    /// touched. Returns how many were removed; failures are ignored (the next run tries again).
    @discardableResult
    func removeLeftoverTemporaryFiles(now: Date = Date()) -> Int {
        guard let stream = try? DirectoryStream(path: path(.tmp)) else { return 0 }
        var removed = 0
        while let entry = stream.next() {
            let name = entry.name.bytes
            guard name.first == UInt8(ascii: "."), entry.name.isIgnored, name.count > 5 else { continue }
            let (folder, relative) = handles.locate(.tmp, entry.name)
            var info = stat()
            guard fstatat(folder, relative, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG else {
                continue
            }
            let text = entry.name.display
            let isSidecar = text.hasPrefix(".\(TemporaryKind.sidecar.rawValue).") || text.contains(".error.json.")
            let age = now.timeIntervalSince1970 - TimeInterval(info.st_mtim.tv_sec)
            guard isSidecar || age > Self.submitLeftoverAge else { continue }
            if unlinkat(folder, relative, 0) == 0 { removed += 1 }
        }
        return removed
    }
}

/// Numbers the temporary files of this process.
enum TemporaryCounter {
    private static let last = Mutex(0)

    static func next() -> Int {
        last.withLock { last in
            last += 1
            return last
        }
    }
}
