import Foundation

extension SpoolDirectory {
    /// Moves `incoming/name` into `folder` as `bytes` instead of its own content (a check-in without its
    /// position: `CheckInFileWithoutPosition`), with the sidecar `sidecar` makes for the final name when
    /// one is given (`rejected/`), written first. Like `move` and `moveRejected`, nothing already in
    /// `folder` is replaced: a name taken by other bytes gets ".2", ".3"…. The new file is in place before
    /// the incoming one is removed; a run that stopped between the two finds the same bytes there and only
    /// removes the incoming file. Returns the final name.
    @discardableResult
    func moveReplacing(
        _ name: SpoolName, with bytes: [UInt8], to folder: Folder,
        sidecar: ((SpoolName) -> [UInt8])?
    ) throws(SpoolError) -> SpoolName {
        var attempt = 1
        while true {
            let candidate = attempt == 1 ? name : name.appending(".\(attempt)")
            attempt += 1
            let sidecarName = candidate.appending(".error.json")
            if let sidecar, !(try placeNew(sidecar(candidate), in: folder, as: sidecarName)) { continue }
            let placed: Bool
            do {
                placed = try placeNew(bytes, in: folder, as: candidate)
            } catch {
                if sidecar != nil { unlinkQuietly(folder, sidecarName) }
                throw error
            }
            guard placed else {
                if sidecar != nil { unlinkQuietly(folder, sidecarName) }
                continue
            }
            let (incoming, source) = handles.locate(.incoming, name)
            guard unlinkat(incoming, source, 0) == 0 || errno == ENOENT else {
                throw .system("cannot remove \(path(.incoming, name))", errno)
            }
            return candidate
        }
    }

    private func unlinkQuietly(_ folder: Folder, _ name: SpoolName) {
        let (descriptor, relative) = handles.locate(folder, name)
        unlinkat(descriptor, relative, 0)
    }
}
