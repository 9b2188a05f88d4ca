import Foundation

extension SpoolDirectory {
    /// Moves `incoming/name` into `folder`, keeping its name unless a different file already has it there
    /// (then ".2", ".3"… is appended). Done with link-then-unlink, so an existing file is never overwritten;
    /// a rerun after a crash between the two steps finds the same inode and just removes the incoming name.
    /// Returns the final name; `before` runs with the final name before the file appears (sidecars).
    @discardableResult
    public func move(_ name: String, to folder: Folder, before: ((String) throws(SpoolError) -> Void)? = nil) throws(SpoolError) -> String {
        let source = path(.incoming, name)
        var sourceInfo = stat()
        guard lstat(source, &sourceInfo) == 0 else {
            if errno == ENOENT { return name }
            throw .system("cannot move \(source)", errno)
        }
        var candidate = name
        var attempt = 1
        while true {
            let target = path(folder, candidate)
            var targetInfo = stat()
            if lstat(target, &targetInfo) == 0 {
                if targetInfo.st_ino == sourceInfo.st_ino && targetInfo.st_dev == sourceInfo.st_dev {
                    break  // linked by an interrupted earlier run
                }
                attempt += 1
                candidate = "\(name).\(attempt)"
                continue
            }
            try before?(candidate)
            if link(source, target) != 0 {
                let code = errno
                if code == EEXIST { continue }
                if code == EPERM || code == EXDEV || code == ENOTSUP || code == EMLINK {
                    // No hard links here: a plain rename (the target name is known to be free).
                    guard rename(source, target) == 0 else { throw .system("cannot move \(source) to \(folder.rawValue)/", errno) }
                    return candidate
                }
                throw .system("cannot move \(source) to \(folder.rawValue)/", code)
            }
            break
        }
        guard unlink(source) == 0 || errno == ENOENT else { throw .system("cannot remove \(source)", errno) }
        return candidate
    }

    /// Writes `folder/name` atomically (temporary file in `tmp/`, then rename) with mode 0640.
    public func writeFile(_ bytes: [UInt8], to folder: Folder, name: String, sync: Bool = false) throws(SpoolError) {
        let temporary = path(.tmp, "." + name + ".\(getpid()).tmp")
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o640)
        guard fd >= 0 else { throw .system("cannot write \(temporary)", errno) }
        fchmod(fd, 0o640)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(fd)
                unlink(temporary)
                throw .system("cannot write \(temporary)", code)
            }
            written += count
        }
        if sync, fsync(fd) != 0 {
            let code = errno
            close(fd)
            unlink(temporary)
            throw .system("cannot write \(temporary)", code)
        }
        close(fd)
        guard rename(temporary, path(folder, name)) == 0 else {
            let code = errno
            unlink(temporary)
            throw .system("cannot write \(path(folder, name))", code)
        }
    }

    /// Flushes a folder's entries (renames into it) to disk.
    public func syncFolder(_ folder: Folder) {
        let fd = open(path(folder), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
