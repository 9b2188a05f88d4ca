import Foundation

/// The spool: `incoming/` where writers rename order files in, `accepted/` and `rejected/` where processed
/// files end, `tmp/` where `bistro submit` writes before renaming. Created with mode 0750 whatever the
/// umask; files it writes get 0640. Symbolic links are never followed.
package struct SpoolDirectory: Sendable {
    package enum Folder: String, Sendable { case incoming, accepted, rejected, tmp }

    package let root: String
    /// Files larger than this are rejected without being read.
    var maximumFileSize = 1 << 20
    let handles: SpoolFolderHandles

    package init(root: String) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        self.handles = SpoolFolderHandles(root: self.root)
    }

    package func path(_ folder: Folder) -> String { root + "/" + folder.rawValue }
    package func path(_ folder: Folder, _ name: String) -> String { root + "/" + folder.rawValue + "/" + name }
    /// The path as messages show it (the name in its escaped form, see `SpoolName`).
    package func path(_ folder: Folder, _ name: SpoolName) -> String { path(folder, name.display) }

    /// Creates the root and its folders when missing.
    package func prepare() throws(SpoolError) {
        try makeDirectory(root)
        for folder in [Folder.incoming, .accepted, .rejected, .tmp] { try makeDirectory(path(folder)) }
    }

    private func makeDirectory(_ path: String) throws(SpoolError) {
        if mkdir(path, 0o750) == 0 {
            chmod(path, 0o750)
            return
        }
        let code = errno
        var info = stat()
        guard code == EEXIST, lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw SpoolError.system("cannot create the spool folder \(path)", code == EEXIST ? ENOTDIR : code)
        }
    }

    /// What reading an incoming file found.
    enum ReadResult {
        case bytes([UInt8])
        /// Larger than the limit; nothing was read.
        case tooLarge(size: Int)
        /// A symbolic link, FIFO, device or socket: never opened through, never read.
        case notRegular(kind: String)
        /// Gone (another process moved it): skip silently.
        case vanished
        /// Could not be read (permissions): leave it and warn.
        case unreadable(SpoolError)
    }

    /// Reads `incoming/name` without following symbolic links and without blocking on FIFOs; the size is
    /// checked on the open descriptor before anything is read.
    func readIncoming(_ name: SpoolName) -> ReadResult {
        let (folder, relative) = handles.locate(.incoming, name)
        let fd = openat(folder, relative, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        if fd < 0 {
            switch errno {
            case ELOOP: return .notRegular(kind: "a symbolic link")
            case ENOENT: return .vanished
            case ENXIO: return .notRegular(kind: "a socket or device")
            default: return .unreadable(.system("cannot read \(path(.incoming, name))", errno))
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .unreadable(.system("cannot read \(path(.incoming, name))", errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .vanished
        case S_IFIFO: return .notRegular(kind: "a named pipe")
        default: return .notRegular(kind: "a device or socket")
        }
        let size = Int(info.st_size)
        guard size <= maximumFileSize else { return .tooLarge(size: size) }
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(.system("cannot read \(path(.incoming, name))", errno))
            }
            if count == 0 { break }
            filled += count
        }
        // The file grew after fstat: judge what is there now.
        if filled > size, filled > maximumFileSize { return .tooLarge(size: filled) }
        bytes.removeLast(bytes.count - filled)
        return .bytes(bytes)
    }
}
