import Foundation

extension SpoolDirectory {
    /// Whether `incoming/`, `accepted/` or `rejected/` has a file of this name.
    func holds(_ name: SpoolName) -> Bool {
        [Folder.incoming, .accepted, .rejected].contains { folder in
            let (descriptor, relative) = handles.locate(folder, name)
            var info = stat()
            return fstatat(descriptor, relative, &info, AT_SYMLINK_NOFOLLOW) == 0
        }
    }
}
