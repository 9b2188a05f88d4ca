import BistroContent
import Foundation

/// The content's images with their intrinsic sizes, read once per build. They are published under the
/// same path they have in the content folder ("images/burger.svg" → `/images/burger.svg`).
struct ImageCatalog {
    private let rootPath: String
    private let sizes: [String: ImageSize?]

    init(content: RestaurantContent, rootPath: String) {
        self.rootPath = rootPath
        var sizes: [String: ImageSize?] = [:]
        let folder = URL(fileURLWithPath: content.directory)
        for path in content.images {
            let fileExtension = (path as NSString).pathExtension
            let bytes =
                FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map { [UInt8]($0) } ?? []
            sizes[path] = ImageSize.read(bytes, fileExtension: fileExtension)
        }
        self.sizes = sizes
    }

    /// The `<img>` for a content image, or nil when there is none (or it is not among the content's images).
    func view(_ path: String?, alt: String) -> ImageView? {
        guard let path, let size = sizes[path] else { return nil }
        return ImageView(src: rootPath + path, width: size?.width, height: size?.height, alt: alt)
    }
}
