import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Compare-then-replace of one file with POSIX calls (the writer does this for thousands of files, so
/// it avoids Foundation's extra allocations and attribute look-ups).
enum FileBytes {
    /// Makes `path` hold exactly `bytes`. Returns false when it already did (nothing written), true after
    /// writing a temporary file next to it and renaming it into place.
    static func replace(_ path: String, with bytes: [UInt8]) throws(SiteWriterError) -> Bool {
        if hasContents(path, bytes) { return false }
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex
        let folder = String(path[..<slash])
        let name = String(path[path.index(after: slash)...])
        let temporary = "\(folder)/.\(name).bistro-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path, "cannot create temporary file") }
        var ok = fchmod(fd, 0o644) == 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while ok, offset < buffer.count {
                let count = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { ok = false } else { offset += count }
            }
        }
        let error = errno
        if close(fd) != 0 { ok = false }
        guard ok, rename(temporary, path) == 0 else {
            errno = ok ? errno : error
            let failed = failure(path, "cannot write file")
            unlink(temporary)
            throw failed
        }
        return true
    }

    /// Whether the file exists with exactly these bytes (sizes compared first, so most changes cost a stat).
    static func hasContents(_ path: String, _ bytes: [UInt8]) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else { return false }
        var existing = [UInt8](repeating: 0, count: bytes.count)
        var offset = 0
        let complete = existing.withUnsafeMutableBytes { buffer -> Bool in
            while offset < buffer.count {
                let count = read(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        return complete && existing == bytes
    }

    private static func failure(_ path: String, _ what: String) -> SiteWriterError {
        SiteWriterError(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}
