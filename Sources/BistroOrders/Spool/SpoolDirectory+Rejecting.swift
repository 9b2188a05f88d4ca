import Foundation

extension SpoolDirectory {
    /// Moves `incoming/name` into `rejected/` with its sidecar `FINAL.error.json` (the bytes `sidecar`
    /// makes for the final name), written first, so a rejected file never lacks its reasons. Neither ever
    /// replaces a file already in `rejected/`: when the name or the sidecar's name is taken (a rejected
    /// `y.json.error.json` beside a new `y.json`), ".2", ".3"… is appended to the name. A sidecar with the
    /// very same bytes is taken as this file's own (a run killed after writing it). Names too long for a
    /// suffix are shortened (`SpoolName.appending`). Returns the final name.
    @discardableResult
    func moveRejected(_ name: SpoolName, sidecar: (SpoolName) -> [UInt8]) throws(SpoolError) -> SpoolName {
        var attempt = 1
        while true {
            let candidate = attempt == 1 ? name : name.appending(".\(attempt)")
            attempt += 1
            let (folder, target) = handles.locate(.rejected, candidate)
            var info = stat()
            if fstatat(folder, target, &info, AT_SYMLINK_NOFOLLOW) == 0 {
                // Taken, unless a crash between link and unlink left this very file here.
                if try place(name, in: .rejected, as: candidate) == .sameFile { return candidate }
                continue
            }
            let sidecarName = candidate.appending(".error.json")
            guard try placeNew(sidecar(candidate), in: .rejected, as: sidecarName) else { continue }
            let placement: Placement
            do {
                placement = try place(name, in: .rejected, as: candidate)
            } catch {
                removeQuietly(.rejected, sidecarName)
                throw error
            }
            if placement != .taken { return candidate }
            removeQuietly(.rejected, sidecarName)
        }
    }

    /// Puts a new file `folder/name` with these bytes (through `tmp/`), never replacing one: false when
    /// the name is taken by a file with other bytes.
    func placeNew(_ bytes: [UInt8], in folder: Folder, as name: SpoolName) throws(SpoolError) -> Bool {
        let temporary = try writeTemporary(bytes, kind: .sidecar, sync: false)
        let (tmpFolder, tmpName) = handles.locate(.tmp, temporary)
        defer { unlinkat(tmpFolder, tmpName, 0) }
        let (targetFolder, target) = handles.locate(folder, name)
        let failure = { (code: Int32) in SpoolError.system("cannot write \(path(folder, name))", code) }
        if let renameNoReplace = Self.renameNoReplace {
            if renameNoReplace(tmpFolder, tmpName, targetFolder, target, 1) == 0 { return true }
            switch errno {
            case EEXIST: return holds(bytes, targetFolder, target)
            case EINVAL, ENOSYS, ENOTSUP: break
            case let code: throw failure(code)
            }
        }
        if linkat(tmpFolder, tmpName, targetFolder, target, 0) == 0 { return true }
        let code = errno
        switch code {
        case EEXIST: return holds(bytes, targetFolder, target)
        case EPERM, EXDEV, ENOTSUP, EMLINK:
            var info = stat()
            if fstatat(targetFolder, target, &info, AT_SYMLINK_NOFOLLOW) == 0 {
                return holds(bytes, targetFolder, target)
            }
            guard renameat(tmpFolder, tmpName, targetFolder, target) == 0 else { throw failure(errno) }
            return true
        default: throw failure(code)
        }
    }

    /// Whether the regular file at `target` holds exactly `bytes` (a symbolic link or a FIFO does not).
    private func holds(_ bytes: [UInt8], _ folder: Int32, _ target: [CChar]) -> Bool {
        let fd = openat(folder, target, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == bytes.count else {
            return false
        }
        var found = [UInt8](repeating: 0, count: bytes.count + 1)
        var filled = 0
        while filled < found.count {
            let count = found.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            filled += count
        }
        return filled == bytes.count && found.prefix(filled).elementsEqual(bytes)
    }

    private func removeQuietly(_ folder: Folder, _ name: SpoolName) {
        let (fd, relative) = handles.locate(folder, name)
        unlinkat(fd, relative, 0)
    }
}
