import Foundation

/// The `new/` and `cur/` folders of the Maildir a mail system delivers the order mailbox to, each opened
/// once as a directory without following a symbolic link (the Maildir path itself may be one; its
/// folders may not), and every message read, listed and moved relative to them, never through a link.
final class MaildirFolders {
    let path: String
    private let new: Int32
    private let cur: Int32

    init(path: String) throws(SpoolError) {
        self.path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW
        new = open(self.path + "/new", flags)
        guard new >= 0 else {
            throw .system("cannot read the inbox \(self.path)/new (a Maildir's new/ folder, not a link)", errno)
        }
        cur = open(self.path + "/cur", flags)
        guard cur >= 0 else {
            let code = errno
            close(new)
            throw .system("cannot read the inbox \(self.path)/cur (a Maildir's cur/ folder, not a link)", code)
        }
    }

    deinit {
        close(new)
        close(cur)
    }

    /// The names in `new/`, oldest delivery first (the file's modification time, which a delivering MTA
    /// sets when it writes the message; then the name, which in a Maildir starts with the delivery time),
    /// dotfiles and folders left out.
    func newMessages() throws(SpoolError) -> [SpoolName] {
        let listing = dup(new)
        guard listing >= 0 else { throw .system("cannot read the inbox \(path)/new", errno) }
        guard let handle = fdopendir(listing) else {
            let code = errno
            close(listing)
            throw .system("cannot read the inbox \(path)/new", code)
        }
        defer { closedir(handle) }
        rewinddir(handle)
        var messages: [(time: timespec, name: SpoolName)] = []
        while let entry = readdir(handle) {
            let bytes = withUnsafePointer(to: &entry.pointee.d_name) {
                let start = UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)
                return Array(UnsafeRawBufferPointer(start: start, count: strlen(start)))
            }
            guard bytes.first != UInt8(ascii: "."), Int32(entry.pointee.d_type) != Int32(DT_DIR) else { continue }
            let name = SpoolName(bytes: bytes)
            var info = stat()
            // One that vanished meanwhile sorts first and is found gone when read.
            let time = fstatat(new, name.cString, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info.st_mtim : timespec()
            messages.append((time, name))
        }
        messages.sort { a, b in
            if a.time.tv_sec != b.time.tv_sec { return a.time.tv_sec < b.time.tv_sec }
            if a.time.tv_nsec != b.time.tv_nsec { return a.time.tv_nsec < b.time.tv_nsec }
            return a.name < b.name
        }
        return messages.map(\.name)
    }

    /// What reading a message found.
    enum ReadResult {
        case bytes([UInt8])
        case tooLarge(size: Int)
        case notRegular
        case vanished
        case unreadable(SpoolError)
    }

    /// Reads `new/name` when it is a regular file of at most `limit` bytes (checked on the open descriptor
    /// before anything is read); a symbolic link, FIFO or device is never opened through or read.
    func read(_ name: SpoolName, atMost limit: Int) -> ReadResult {
        let fd = openat(new, name.cString, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        if fd < 0 {
            switch errno {
            case ENOENT: return .vanished
            case ELOOP, ENXIO: return .notRegular
            default: return .unreadable(.system("cannot read \(path)/new/\(name.display)", errno))
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            return .unreadable(.system("cannot read \(path)/new/\(name.display)", errno))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .notRegular }
        guard Int(info.st_size) <= limit else { return .tooLarge(size: Int(info.st_size)) }
        do {
            let bytes = try OrderSubmitter.readPrefix(fd, atMost: limit + 1, path: "\(path)/new/\(name.display)")
            return bytes.count > limit ? .tooLarge(size: bytes.count) : .bytes(bytes)
        } catch {
            return .unreadable(error)
        }
    }

    /// The Maildir flags a message leaves `new/` with: "S" (seen) for one whose order went into the spool,
    /// "F" (flagged, not seen) for one that is no order, so that a person looks at it in a mail program.
    enum Flag: String {
        case seen = "S"
        case flagged = "F"
    }

    /// Moves `new/name` to `cur/NAME:2,FLAG` (any info the name carried is replaced) without replacing a
    /// file already there, and flushes `cur/`. False when that name is taken.
    func move(_ name: SpoolName, flag: Flag) throws(SpoolError) -> Bool {
        let base = name.bytes.prefix { $0 != UInt8(ascii: ":") }
        let target = SpoolName(bytes: Array(base) + Array(":2,\(flag.rawValue)".utf8))
        let failure = { (code: Int32) in SpoolError.system("cannot move \(self.path)/new/\(name.display) to cur/", code)
        }
        if let renameNoReplace = SpoolDirectory.renameNoReplace {
            if renameNoReplace(new, name.cString, cur, target.cString, 1) == 0 {
                fsync(cur)
                return true
            }
            switch errno {
            case EEXIST: return false
            case EINVAL, ENOSYS, ENOTSUP: break  // this file system cannot: link and unlink
            case let code: throw failure(code)
            }
        }
        if linkat(new, name.cString, cur, target.cString, 0) != 0 {
            guard errno == EEXIST else { throw failure(errno) }
            // A crash between link and unlink left the message in both folders: finish the move.
            var source = stat(), existing = stat()
            guard fstatat(new, name.cString, &source, AT_SYMLINK_NOFOLLOW) == 0,
                fstatat(cur, target.cString, &existing, AT_SYMLINK_NOFOLLOW) == 0,
                source.st_ino == existing.st_ino, source.st_dev == existing.st_dev
            else { return false }
        }
        guard unlinkat(new, name.cString, 0) == 0 || errno == ENOENT else { throw failure(errno) }
        fsync(cur)
        return true
    }
}
