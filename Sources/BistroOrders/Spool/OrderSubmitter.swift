import Foundation

/// Delivers order files into `incoming/` safely for staff and gateways: written and fsynced under a
/// temporary name in `tmp/`, then renamed in under a unique Maildir-style name, so the processor never sees
/// half a file.
package struct OrderSubmitter: Sendable {
    package let spool: SpoolDirectory

    package init(spool: SpoolDirectory) { self.spool = spool }

    /// Delivers the bytes; returns the name in `incoming/`.
    package func submit(_ bytes: [UInt8]) throws(SpoolError) -> String {
        try submit(bytes, named: MaildirName.make())
    }

    /// Delivers the bytes under `name` (a fresh `MaildirName`, which the caller may need to know before
    /// the file can be processed); returns the name.
    package func submit(_ bytes: [UInt8], named name: String) throws(SpoolError) -> String {
        try spool.writeFile(bytes, to: .incoming, name: SpoolName(name), sync: true)
        spool.syncFolder(.incoming)
        return name
    }

    /// Reads `path` ("-" for standard input) and delivers it. Files over the size limit are refused here
    /// already, since the processor would only reject them: reading stops at the limit plus one byte, so
    /// an endless input (`submit - </dev/zero`) costs no more than that. A `path` must be a regular file
    /// (after symbolic links): it is opened without blocking, so a named pipe no one writes to is refused
    /// at once instead of waiting for ever, as a device, socket or folder is.
    package func submit(path: String) throws(SpoolError) -> String {
        try submit(try bytes(at: path))
    }

    /// The bytes `submit(path:)` would deliver: a regular file or standard input, at most the size limit.
    package func bytes(at path: String) throws(SpoolError) -> [UInt8] {
        let fd = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard fd >= 0 else {
            if errno == ENXIO { throw Self.notRegular(path, "a socket or device") }
            throw .system("cannot read \(path)", errno)
        }
        defer { if fd != STDIN_FILENO { close(fd) } }
        if fd != STDIN_FILENO { try Self.requireRegular(fd, path: path) }
        let bytes = try Self.readPrefix(fd, atMost: spool.maximumFileSize + 1, path: path)
        guard bytes.count <= spool.maximumFileSize else {
            throw SpoolError("\(path) is larger than \(spool.maximumFileSize) bytes; order files are at most 1 MiB")
        }
        return bytes
    }

    private static func requireRegular(_ fd: Int32, path: String) throws(SpoolError) {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .system("cannot read \(path)", errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw notRegular(path, "a folder")
        case S_IFIFO: throw notRegular(path, "a named pipe")
        default: throw notRegular(path, "a device or socket")
        }
    }

    private static func notRegular(_ path: String, _ kind: String) -> SpoolError {
        SpoolError("\(path) is \(kind), not a regular file; it was not read (use - to read standard input)")
    }

    /// Up to `limit` bytes from `fd`, until its end.
    static func readPrefix(_ fd: Int32, atMost limit: Int, path: String) throws(SpoolError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: limit)
        var filled = 0
        while filled < limit {
            let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, limit - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system("cannot read \(path)", errno)
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeLast(limit - filled)
        return bytes
    }
}
