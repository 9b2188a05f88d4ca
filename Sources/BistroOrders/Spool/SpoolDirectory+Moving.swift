import Foundation

extension SpoolDirectory {
    /// Moves `incoming/name` into `folder`, keeping its name unless a different file already has it there
    /// (then ".2", ".3"… is appended): an existing file is never overwritten. Uses `renameat2` with
    /// `RENAME_NOREPLACE` (one atomic step) where the kernel and file system have it, else link-then-unlink;
    /// a rerun after a crash between those two steps finds the same inode in both places and just removes
    /// the incoming name. Returns the final name; `before` runs with the final name before the file
    /// appears there (sidecars).
    @discardableResult
    public func move(_ name: String, to folder: Folder, before: ((String) throws(SpoolError) -> Void)? = nil) throws(SpoolError) -> String {
        let (sourceFolder, source) = handles.locate(.incoming, name)
        var sourceName: String { path(.incoming, name) }
        var candidate = name
        var attempt = 1
        moving: while true {
            let (targetFolder, target) = handles.locate(folder, candidate)
            if before != nil || SpoolDirectory.renameNoReplace == nil {
                var targetInfo = stat()
                if fstatat(targetFolder, target, &targetInfo, AT_SYMLINK_NOFOLLOW) == 0 {
                    if try isSameFile(sourceFolder, source, targetInfo) { break moving }
                    attempt += 1
                    candidate = "\(name).\(attempt)"
                    continue
                }
                try before?(candidate)
            }
            if let renameNoReplace = SpoolDirectory.renameNoReplace {
                if renameNoReplace(sourceFolder, source, targetFolder, target, 1) == 0 { return candidate }
                switch errno {
                case ENOENT: return candidate  // already moved
                case EEXIST:
                    var targetInfo = stat()
                    if fstatat(targetFolder, target, &targetInfo, AT_SYMLINK_NOFOLLOW) == 0,
                       try isSameFile(sourceFolder, source, targetInfo) { break moving }
                    attempt += 1
                    candidate = "\(name).\(attempt)"
                    continue
                case EINVAL, ENOSYS, ENOTSUP:
                    break  // this file system cannot: fall through to link and unlink
                default:
                    throw .system("cannot move \(sourceName) to \(folder.rawValue)/", errno)
                }
            }
            if linkat(sourceFolder, source, targetFolder, target, 0) != 0 {
                let code = errno
                if code == ENOENT { return candidate }
                if code == EEXIST { continue }
                if code == EPERM || code == EXDEV || code == ENOTSUP || code == EMLINK {
                    // No hard links here: a plain rename (the target name was checked to be free).
                    guard renameat(sourceFolder, source, targetFolder, target) == 0 else {
                        throw .system("cannot move \(sourceName) to \(folder.rawValue)/", errno)
                    }
                    return candidate
                }
                throw .system("cannot move \(sourceName) to \(folder.rawValue)/", code)
            }
            break
        }
        guard unlinkat(sourceFolder, source, 0) == 0 || errno == ENOENT else { throw .system("cannot remove \(sourceName)", errno) }
        return candidate
    }

    private func isSameFile(_ folder: Int32, _ source: String, _ targetInfo: stat) throws(SpoolError) -> Bool {
        var sourceInfo = stat()
        guard fstatat(folder, source, &sourceInfo, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return false }
            throw .system("cannot move \(path(.incoming, source))", errno)
        }
        return sourceInfo.st_ino == targetInfo.st_ino && sourceInfo.st_dev == targetInfo.st_dev
    }

    typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// glibc's `renameat2`, looked up at run time (Swift's Glibc module does not export it).
    static let renameNoReplace: RenameAt2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    /// Writes `folder/name` atomically (temporary file in `tmp/`, then rename) with mode 0640.
    public func writeFile(_ bytes: [UInt8], to folder: Folder, name: String, sync: Bool = false) throws(SpoolError) {
        let temporaryName = "." + name + ".\(getpid()).tmp"
        var temporary: String { path(.tmp, temporaryName) }
        let (tmpFolder, tmpName) = handles.locate(.tmp, temporaryName)
        let fd = openat(tmpFolder, tmpName, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o640)
        guard fd >= 0 else { throw .system("cannot write \(temporary)", errno) }
        fchmod(fd, 0o640)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(fd)
                unlinkat(tmpFolder, tmpName, 0)
                throw .system("cannot write \(temporary)", code)
            }
            written += count
        }
        if sync, fsync(fd) != 0 {
            let code = errno
            close(fd)
            unlinkat(tmpFolder, tmpName, 0)
            throw .system("cannot write \(temporary)", code)
        }
        close(fd)
        let (targetFolder, target) = handles.locate(folder, name)
        guard renameat(tmpFolder, tmpName, targetFolder, target) == 0 else {
            let code = errno
            unlinkat(tmpFolder, tmpName, 0)
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
