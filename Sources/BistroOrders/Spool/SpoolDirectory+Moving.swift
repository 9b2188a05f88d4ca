import Foundation

extension SpoolDirectory {
    /// Where a file was put, or why not.
    enum Placement {
        /// Moved (or gone already: another run moved it).
        case placed
        /// A crash between link and unlink had left it in both folders: now only in the target.
        case sameFile
        /// Another file has that name there; nothing was changed.
        case taken
    }

    /// Moves `incoming/name` into `folder`, keeping its name unless another file already has it there (then
    /// ".2", ".3"… is appended, shortened to a legal length when needed: see `SpoolName.appending`): an
    /// existing file is never overwritten. Returns the final name.
    @discardableResult
    package func move(_ name: SpoolName, to folder: Folder) throws(SpoolError) -> SpoolName {
        var attempt = 1
        while true {
            let candidate = attempt == 1 ? name : name.appending(".\(attempt)")
            switch try place(name, in: folder, as: candidate) {
            case .placed, .sameFile: return candidate
            case .taken: attempt += 1
            }
        }
    }

    /// Moves `incoming/name` to `folder/target` unless `target` exists. Uses `renameat2` with
    /// `RENAME_NOREPLACE` (one atomic step) where the kernel and file system have it, else link-then-unlink;
    /// a rerun after a crash between those two steps finds the same inode in both places and just removes
    /// the incoming name.
    func place(_ name: SpoolName, in folder: Folder, as target: SpoolName) throws(SpoolError) -> Placement {
        let (sourceFolder, source) = handles.locate(.incoming, name)
        let (targetFolder, targetName) = handles.locate(folder, target)
        let failure = { (code: Int32) in
            SpoolError.system("cannot move \(path(.incoming, name)) to \(folder.rawValue)/", code)
        }
        if let renameNoReplace = Self.renameNoReplace {
            if renameNoReplace(sourceFolder, source, targetFolder, targetName, 1) == 0 { return .placed }
            switch errno {
            case ENOENT: return .placed  // already moved
            case EEXIST: return try sameFileOrTaken(name, targetFolder, targetName)
            case EINVAL, ENOSYS, ENOTSUP: break  // this file system cannot: link and unlink
            case let code: throw failure(code)
            }
        }
        if linkat(sourceFolder, source, targetFolder, targetName, 0) != 0 {
            let code = errno
            switch code {
            case ENOENT: return .placed
            case EEXIST: return try sameFileOrTaken(name, targetFolder, targetName)
            case EPERM, EXDEV, ENOTSUP, EMLINK:
                // No hard links here: a plain rename once the name is seen to be free (only the lock holder
                // moves files into these folders).
                var info = stat()
                if fstatat(targetFolder, targetName, &info, AT_SYMLINK_NOFOLLOW) == 0 {
                    return try sameFileOrTaken(name, targetFolder, targetName)
                }
                guard renameat(sourceFolder, source, targetFolder, targetName) == 0 else { throw failure(errno) }
                return .placed
            default: throw failure(code)
            }
        }
        guard unlinkat(sourceFolder, source, 0) == 0 || errno == ENOENT else {
            throw .system("cannot remove \(path(.incoming, name))", errno)
        }
        return .placed
    }

    /// `.sameFile` (after removing the incoming name) when the target is the incoming file itself, else `.taken`.
    private func sameFileOrTaken(_ name: SpoolName, _ targetFolder: Int32, _ target: [CChar]) throws(SpoolError)
        -> Placement
    {
        var targetInfo = stat(), sourceInfo = stat()
        let (sourceFolder, source) = handles.locate(.incoming, name)
        guard fstatat(targetFolder, target, &targetInfo, AT_SYMLINK_NOFOLLOW) == 0 else { return .taken }
        guard fstatat(sourceFolder, source, &sourceInfo, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return .taken }
            throw .system("cannot move \(path(.incoming, name))", errno)
        }
        guard sourceInfo.st_ino == targetInfo.st_ino && sourceInfo.st_dev == targetInfo.st_dev else { return .taken }
        guard unlinkat(sourceFolder, source, 0) == 0 || errno == ENOENT else {
            throw .system("cannot remove \(path(.incoming, name))", errno)
        }
        return .sameFile
    }

    typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// glibc's `renameat2`, looked up at run time (Swift's Glibc module does not export it).
    static let renameNoReplace: RenameAt2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    /// Writes `folder/name` atomically (a temporary file in `tmp/`, then rename) with mode 0640.
    func writeFile(_ bytes: [UInt8], to folder: Folder, name: SpoolName, sync: Bool = false) throws(SpoolError) {
        let temporary = try writeTemporary(bytes, kind: .submit, sync: sync)
        let (tmpFolder, tmpName) = handles.locate(.tmp, temporary)
        let (targetFolder, target) = handles.locate(folder, name)
        guard renameat(tmpFolder, tmpName, targetFolder, target) == 0 else {
            let code = errno
            unlinkat(tmpFolder, tmpName, 0)
            throw .system("cannot write \(path(folder, name))", code)
        }
    }

    /// Flushes a folder's entries (renames into it) to disk.
    package func syncFolder(_ folder: Folder) {
        let fd = open(path(folder), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
