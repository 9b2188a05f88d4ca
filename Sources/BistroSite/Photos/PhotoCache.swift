import BistroCore
import BistroImages
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `.bistro-photos/` in the output folder: every photo's resized copies, under the names they are published
/// with (`ResponsivePhoto.copies`). A copy's name carries the digest of its photo's bytes and the settings,
/// so a copy that is there is the right one: a photo is decoded again only when it or the settings changed
/// (or its copies were deleted). The site's files are then copied from here by the writer, which writes a
/// file only when its bytes differ. Like the manifest, the folder is never served (`bistro serve` hides
/// dot-files) and the README's rsync leaves it behind (`--exclude='/.bistro-*'`).
struct PhotoCache {
    static let folderName = ".bistro-photos"

    /// The cache folder's absolute path.
    let folder: String

    init(output: URL) {
        folder = output.appendingPathComponent(PhotoCache.folderName).path
    }

    /// Where a copy's bytes are kept.
    func path(of copy: ResponsivePhoto.Copy) -> String { folder + "/" + copy.path }

    /// Makes the copies of every photo that lacks one, a photo per core, each copy written whole (a temporary
    /// file renamed into place), then deletes the copies no photo has any more. Returns how many photos were
    /// decoded, or throws the photos libvips could not decode (damaged past their header) as content errors at
    /// the fields that name them, having written no copy of those.
    func prepare(_ photos: [ResponsivePhoto], contentFolder: URL) throws(ContentError) -> Int {
        let missing = photos.filter { photo in photo.copies.contains { access(path(of: $0), F_OK) != 0 } }
        let outcomes = parallelMap(missing.count) { index -> Diagnostic? in
            let photo = missing[index]
            let source = contentFolder.appendingPathComponent(photo.source).path
            do {
                guard let data = FileManager.default.contents(atPath: source) else {
                    return .error("image \"\(photo.source)\" cannot be read", at: photo.location)
                }
                let made = try PhotoResizer.resize(
                    [UInt8](data), widths: photo.widths, formats: photo.formats, quality: PhotoSettings.quality)
                for (copy, bytes) in zip(photo.copies, made) {
                    try makeFolder(for: copy)
                    _ = try FileBytes.replace(path(of: copy), with: .bytes(bytes.bytes))
                }
                return nil
            } catch let error as PhotoError {
                return .error("image \"\(photo.source)\" \(error.message)", at: photo.location)
            } catch {
                return .error("image \"\(photo.source)\": \(error)", at: photo.location)
            }
        }
        let errors = outcomes.compactMap { $0 }
        if !errors.isEmpty { throw ContentError(errors.sorted()) }
        removeCopies(keeping: Set(photos.flatMap { $0.copies.map(\.path) }))
        return missing.count
    }

    private func makeFolder(for copy: ResponsivePhoto.Copy) throws {
        let parent = (path(of: copy) as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    }

    /// Deletes every file under the cache folder that is not one of `kept` (paths relative to the output
    /// folder), and the folders that become empty; nothing when there is no cache folder.
    private func removeCopies(keeping kept: Set<String>) {
        guard access(folder, F_OK) == 0, let files = FileManager.default.enumerator(atPath: folder) else { return }
        var folders: [String] = []
        while let relative = files.nextObject() as? String {
            let full = folder + "/" + relative
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                folders.append(full)
            } else if !kept.contains(relative) {
                unlink(full)
            }
        }
        // Deepest first; rmdir removes only empty folders.
        for path in folders.sorted(by: >) { rmdir(path) }
        if kept.isEmpty { rmdir(folder) }
    }
}
