import Foundation
import Hummingbird

#if canImport(Glibc)
    import Glibc
#endif

/// Hummingbird's `FileMiddleware` reads files through this provider: every path goes through
/// `SiteFolder.resolve`, so a request can only reach a regular file or folder inside the site.
struct SiteFileProvider: FileProvider {
    struct FileAttributes: FileMiddlewareFileAttributes, Sendable {
        let isFolder: Bool
        let size: Int
        let modificationDate: Date
    }

    /// The file's real path.
    typealias FileIdentifier = String

    let folder: SiteFolder
    let fileIO: FileIO

    init(folder: SiteFolder, fileIO: FileIO = FileIO()) {
        self.folder = folder
        self.fileIO = fileIO
    }

    func getFileIdentifier(_ path: String) -> String? {
        folder.resolve(path)
    }

    func getAttributes(id path: String) async throws -> FileAttributes? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG || kind == S_IFDIR else { return nil }
        let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        return FileAttributes(
            isFolder: kind == S_IFDIR, size: Int(info.st_size), modificationDate: Date(timeIntervalSince1970: modified))
    }

    func loadFile(id path: String, context: some RequestContext) async throws -> ResponseBody {
        try await fileIO.loadFile(path: path, context: context)
    }

    func loadFile(id path: String, range: ClosedRange<Int>, context: some RequestContext) async throws -> ResponseBody {
        try await fileIO.loadFile(path: path, range: range, context: context)
    }
}
