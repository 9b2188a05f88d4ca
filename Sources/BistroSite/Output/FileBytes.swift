import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Compare-then-replace of one file with POSIX calls (the writer does this for thousands of files, so
/// it avoids Foundation's extra allocations and attribute look-ups).
enum FileBytes {
    /// What `replace` did, and the file's size and modification time afterwards (for the manifest).
    struct Outcome {
        var written: Bool
        var stamp: FileStamp?
    }

    /// Makes `path` hold exactly `bytes`, with permissions `mode` (0644: a page anyone may read): unchanged
    /// when it already does (nothing written), otherwise a temporary file is written next to it and renamed
    /// into place. `folderIsNew`: the folder was just created by this build, so there is nothing to compare with.
    static func replace(_ path: String, with contents: FileContents, folderIsNew: Bool = false, mode: mode_t = 0o644)
        throws(SiteWriterError) -> Outcome
    {
        func replacing(_ buffer: UnsafeRawBufferPointer) -> Result<Outcome, SiteWriterError> {
            do throws(SiteWriterError) {
                return .success(try replace(path, with: buffer, folderIsNew: folderIsNew, mode: mode))
            } catch { return .failure(error) }
        }
        switch contents {
        case .bytes(let bytes): return try bytes.withUnsafeBytes(replacing).get()
        case .text(var text): return try text.withUTF8 { replacing(UnsafeRawBufferPointer($0)) }.get()
        }
    }

    static func replace(
        _ path: String, with bytes: UnsafeRawBufferPointer, folderIsNew: Bool = false, mode: mode_t = 0o644
    ) throws(SiteWriterError) -> Outcome {
        if !folderIsNew, let stamp = existingStamp(path, bytes, mode: mode) {
            return Outcome(written: false, stamp: stamp)
        }
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex
        let folder = String(path[..<slash])
        let name = String(path[path.index(after: slash)...])
        var temporary = ""
        var fd: Int32 = -1
        // A name no other file has: this process's tag and a number it has not used yet (another
        // attempt in the unlikely case that a crashed process with the same tag left that file).
        for _ in 0..<8 {
            temporary = "\(folder)/.\(name).bistro-\(TemporaryNames.next()).tmp"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw failure(path, "cannot create temporary file") }
        var ok = true
        var offset = 0
        while ok, offset < bytes.count {
            let count = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { ok = false } else { offset += count }
        }
        var info = stat()
        var stamp: FileStamp?
        if ok, fstat(fd, &info) == 0 {
            stamp = FileStamp(info)
            // `open` gave `mode` less the umask: set it exactly only when the umask took something away
            // (a permission change does not touch the modification time the stamp records).
            if info.st_mode & 0o7777 != mode { ok = fchmod(fd, mode) == 0 }
        } else if ok {
            ok = fchmod(fd, mode) == 0
        }
        let error = errno
        if close(fd) != 0 { ok = false }
        guard ok, rename(temporary, path) == 0 else {
            errno = ok ? errno : error
            let failed = failure(path, "cannot write file")
            unlink(temporary)
            throw failed
        }
        return Outcome(written: true, stamp: stamp)
    }

    /// Whether the file exists with exactly these bytes (sizes compared first, so most changes cost a stat).
    static func hasContents(_ path: String, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { existingStamp(path, $0) != nil }
    }

    /// The file's stamp when it exists with exactly these bytes; nil otherwise. With `mode`, such a file
    /// whose permissions differ is given `mode` (a manifest written 0644 by an older Bistro becomes 0600).
    static func existingStamp(_ path: String, _ bytes: UnsafeRawBufferPointer, mode: mode_t? = nil) -> FileStamp? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else {
            return nil
        }
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
        guard complete, existing.elementsEqual(bytes) else { return nil }
        if let mode, info.st_mode & 0o7777 != mode, fchmod(fd, mode) != 0 { return nil }
        return FileStamp(info)
    }

    private static func failure(_ path: String, _ what: String) -> SiteWriterError {
        SiteWriterError(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}

/// Names for temporary files: the process id and a random number, chosen once per process (a system
/// call each for every file was measurable in a 10,000-page build), then a counter.
enum TemporaryNames {
    private static let tag = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    private static let counter = Mutex(0)

    static func next() -> String {
        let number = counter.withLock { counter in
            counter += 1
            return counter
        }
        return "\(tag)-\(number)"
    }
}

/// A file's bytes: raw, or the UTF-8 of a text (written straight from the string, without copying it
/// into an array first).
package enum FileContents: Sendable {
    case bytes([UInt8])
    case text(String)
}
