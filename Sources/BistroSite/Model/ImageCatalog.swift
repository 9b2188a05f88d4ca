import BistroContent
import BistroCore
import BistroImages
import Foundation

/// The content's images with their intrinsic sizes, read once per build. They are published under the
/// same path they have in the content folder ("images/burger.svg" → `/images/burger.svg`). The photos a dish,
/// kit or the home page shows (JPEG, PNG, WebP) are also published as resized copies (`ResponsivePhoto`); their
/// headers are checked here, so a damaged file, another format under a photo's name or a pixel bomb is a
/// content error at the field that names it, before anything is written.
struct ImageCatalog {
    private let rootPath: String
    private let sizes: [String: ImageSize?]
    /// The photos pages show, by path in the content folder.
    let photos: [String: ResponsivePhoto]
    /// The photos that cannot be published, and images of a format pages cannot show.
    let diagnostics: [Diagnostic]

    init(content: RestaurantContent, rootPath: String) {
        self.rootPath = rootPath
        var sizes: [String: ImageSize?] = [:]
        var photos: [String: ResponsivePhoto] = [:]
        var diagnostics: [Diagnostic] = []
        let folder = URL(fileURLWithPath: content.directory)
        for path in content.images {
            let fileExtension = (path as NSString).pathExtension
            let file = folder.appendingPathComponent(path).path
            func bytes() -> [UInt8] { FileManager.default.contents(atPath: file).map { [UInt8]($0) } ?? [] }
            guard let location = content.imageLocations[path] else {
                sizes[path] = ImageSize.read(bytes(), fileExtension: fileExtension)
                continue
            }
            switch ImageCatalog.kind(fileExtension: fileExtension) {
            case .asIs:
                sizes[path] = ImageSize.read(bytes(), fileExtension: fileExtension)
            case .photo:
                do throws(PhotoError) {
                    // A file too big to be a photo is not read at all.
                    let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
                    if size > PhotoHeader.maximumBytes { throw .tooManyBytes(size) }
                    let bytes = bytes()
                    let header = try PhotoHeader.read(bytes)
                    let photo = ResponsivePhoto(source: path, location: location, bytes: bytes, header: header)
                    photos[path] = photo
                    sizes[path] = photo.displaySize
                } catch {
                    diagnostics.append(.error("image \"\(path)\" \(error.message)", at: location))
                }
            case .unsupported:
                diagnostics.append(.error("image \"\(path)\" \(PhotoError.unsupportedFormat.message)", at: location))
            }
        }
        self.sizes = sizes
        self.photos = photos
        self.diagnostics = diagnostics
    }

    private enum Kind { case asIs, photo, unsupported }

    /// SVG (a drawing) and GIF (perhaps animated) are published as they are; JPEG, PNG and WebP are photos.
    private static func kind(fileExtension: String) -> Kind {
        if PhotoFormat(fileExtension: fileExtension) != nil { return .photo }
        return ["svg", "gif"].contains(fileExtension.lowercased()) ? .asIs : .unsupported
    }

    /// The `<img>` for a content image, or nil when there is none (or it is not among the content's images).
    func view(_ path: String?, alt: String) -> ImageView? {
        guard let path, let size = sizes[path] else { return nil }
        guard let photo = photos[path] else {
            return ImageView(src: rootPath + path, width: size?.width, height: size?.height, alt: alt)
        }
        let widest = photo.copies.last { $0.format == photo.header.format }!
        return ImageView(
            src: rootPath + widest.path, width: size?.width, height: size?.height, alt: alt,
            srcset: photo.sourceSet(photo.header.format, rootPath: rootPath),
            webpSrcset: photo.sourceSet(.webp, rootPath: rootPath))
    }
}
