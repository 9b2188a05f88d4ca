import BistroCore
import BistroImages

/// A content photo (JPEG, PNG or WebP) as pages show it: resized copies at `PhotoSettings.widths`, in WebP
/// and in the photo's own format, published as `images/NAME-WIDTH.KEY.EXT`. KEY is a digest of the photo's
/// bytes and the settings, so a new photo or new settings give new names and a host may cache each copy for a
/// year. The copies' names are known from the header alone; their bytes are made by `PhotoCache`.
struct ResponsivePhoto: Hashable, Sendable {
    struct Copy: Hashable, Sendable {
        /// Relative to the output folder: "images/coffee-640.3f0c9a1b2c4d5e6f.webp".
        var path: String
        var format: PhotoFormat
        var width: Int
    }

    /// Relative to the content folder: "images/coffee.jpg".
    let source: String
    /// The field that first names it, for errors about it.
    let location: SourceLocation
    let header: PhotoHeader
    /// 16 hex digits: the digest of the photo's bytes and `PhotoSettings.digest`.
    let key: String

    init(source: String, location: SourceLocation, bytes: [UInt8], header: PhotoHeader) {
        self.source = source
        self.location = location
        self.header = header
        var hash = FNV1a()
        hash.add(bytes)
        hash.add(PhotoSettings.digest)
        key = String(hash.hex.prefix(16))
    }

    /// WebP first (what `<picture>` offers first), then the photo's own format unless it is WebP.
    var formats: [PhotoFormat] { header.format == .webp ? [.webp] : [.webp, header.format] }

    var widths: [Int] { PhotoSettings.widths(forPhotoWidth: header.width) }

    /// Every copy, width by width and format by format (the order `PhotoResizer` makes them in).
    var copies: [Copy] {
        let dot = source.lastIndex(of: ".") ?? source.endIndex
        let stem = source[..<dot]
        return widths.flatMap { width in
            formats.map { Copy(path: "\(stem)-\(width).\(key).\($0.fileExtension)", format: $0, width: width) }
        }
    }

    /// The size of the widest copy (the photo's aspect ratio, for `<img width height>`).
    var displaySize: ImageSize {
        let width = widths.last!
        return ImageSize(width: width, height: max(1, (header.height * width + header.width / 2) / header.width))
    }

    /// "SRC 320w, SRC 640w" for the copies in `format`, each path after `rootPath`.
    func sourceSet(_ format: PhotoFormat, rootPath: String) -> String {
        copies.filter { $0.format == format }.map { "\(rootPath)\($0.path) \($0.width)w" }.joined(separator: ", ")
    }
}
