import Foundation

/// Where the files of a content folder really are. A file published as it is (an image, a page) may be a
/// symbolic link, or lie in a folder reached through one, only when the link leads to a place inside the
/// content folder: `images/passwd.svg` → `/etc/passwd` once put the machine's password file on the site
/// (issue 23). The content folder itself may be a link; its real path is the boundary.
struct ContentFolderLinks {
    /// The content folder's real path, without a trailing slash; nil when it cannot be resolved.
    let root: String?

    init(directory: URL) {
        root = Self.realPath(directory.path)
    }

    /// The real path of `path` when it leads outside the content folder; nil when it stays inside (or does
    /// not exist, which the caller reports in its own words).
    func outside(_ path: String) -> String? {
        guard let root, let real = Self.realPath(path) else { return nil }
        return real == root || real.hasPrefix(root == "/" ? "/" : root + "/") ? nil : real
    }

    /// The error, placed at the file or folder, for a link that leads to `real`, outside.
    static func message(leadsTo real: String) -> String {
        "a symbolic link to \(real), outside the content folder: not published (a link in the content folder "
            + "may only lead to a place inside it; copy the file in instead)"
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
