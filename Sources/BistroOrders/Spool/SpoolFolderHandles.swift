import Foundation
import Synchronization

/// Open descriptors of the spool's folders, so reading, renaming and writing a file resolves one name
/// relative to its folder (`openat`, `renameat2`) instead of walking the whole path for every file.
/// Each folder is opened on first use (after `SpoolDirectory.prepare()` made it) and stays open for the
/// life of the `SpoolDirectory` value; when it cannot be opened, calls fall back to full paths.
final class SpoolFolderHandles: Sendable {
    private let root: String
    private let descriptors = Mutex<[SpoolDirectory.Folder: Int32]>([:])

    init(root: String) { self.root = root }

    deinit {
        descriptors.withLock { descriptors in
            for fd in descriptors.values where fd >= 0 { close(fd) }
        }
    }

    /// The folder's descriptor and the name to pass with it (NUL-terminated bytes): `(fd, name)`, or
    /// `(AT_FDCWD, full path)` when the folder could not be opened.
    func locate(_ folder: SpoolDirectory.Folder, _ name: SpoolName) -> (Int32, [CChar]) {
        let fd = descriptor(folder)
        return fd >= 0
            ? (fd, name.cString)
            : (
                AT_FDCWD,
                (Array((root + "/" + folder.rawValue + "/").utf8) + name.bytes + [0]).map { CChar(bitPattern: $0) }
            )
    }

    private func descriptor(_ folder: SpoolDirectory.Folder) -> Int32 {
        descriptors.withLock { descriptors in
            if let fd = descriptors[folder], fd >= 0 { return fd }
            let fd = open(root + "/" + folder.rawValue, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
            if fd >= 0 { descriptors[folder] = fd }
            return fd
        }
    }
}
