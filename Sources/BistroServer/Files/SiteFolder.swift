#if canImport(Glibc)
    import Glibc
#endif

/// A built site's folder as the server sees it: a decoded request path names a file or folder inside it,
/// or nothing. There is no other way from a request to the file system.
///
/// - Every component of the path must be a plain name: no `..` or `.`, no empty component (`//`), no
///   NUL, and nothing starting with `.` (Bistro's own `.bistro-manifest` and `.bistro-unfinished`, an
///   editor's or version control's files) except `.well-known`.
/// - The real path, with every symbolic link resolved, must lie inside the folder's real path: a link
///   that points out of the site is never followed.
struct SiteFolder: Sendable {
    /// The folder's real path, without a trailing slash.
    package let root: String

    /// nil when `path` is not an existing folder.
    package init?(path: String) {
        guard let real = SiteFolder.realPath(path), SiteFolder.kind(real) == .folder else { return nil }
        root = real
    }

    package enum Kind: Sendable, Equatable { case file, folder }

    /// The real path of what `requestPath` names, or nil: it does not exist, is not a regular file or
    /// folder, is hidden, or lies outside the site.
    package func resolve(_ requestPath: String) -> String? {
        guard requestPath.utf8.count <= 4_096, !requestPath.contains("\u{0}") else { return nil }
        var components = requestPath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if components.first == "" { components.removeFirst() }
        if components.last == "" { components.removeLast() }  // a folder's trailing slash
        for component in components {
            guard !component.isEmpty, component != "..", component != "." else { return nil }
            guard !component.hasPrefix(".") || component == ".well-known" else { return nil }
        }
        let candidate = components.isEmpty ? root : root + "/" + components.joined(separator: "/")
        guard let real = SiteFolder.realPath(candidate), real == root || real.hasPrefix(root + "/"),
            SiteFolder.kind(real) != nil
        else { return nil }
        return real
    }

    /// Whether `path` (a real path) is a regular file or a folder; nil for anything else or nothing.
    package static func kind(_ path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return nil
        }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
