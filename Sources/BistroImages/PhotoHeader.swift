import CVips

/// A photo's format and size, read from its header alone: libvips decodes no pixel until one is asked for,
/// so a file that declares 50,000 × 50,000 pixels is refused here at the cost of reading its first bytes.
package struct PhotoHeader: Hashable, Sendable {
    /// The most pixels a photo may declare (a 40-megapixel photo decodes to about 120 MB).
    package static let maximumPixels = 40_000_000
    /// The largest file read as a photo.
    package static let maximumBytes = 50_000_000

    package var format: PhotoFormat
    /// The size upright (as its EXIF orientation says it is shown).
    package var width: Int
    package var height: Int

    /// The header of the photo in `bytes`, or why it cannot be published: not JPEG, PNG or WebP (only those
    /// loaders are let near the bytes), a damaged header, or too many pixels or bytes.
    package static func read(_ bytes: [UInt8]) throws(PhotoError) -> PhotoHeader {
        guard bytes.count <= maximumBytes else { throw .tooManyBytes(bytes.count) }
        let api = try Vips.api()
        let result = bytes.withUnsafeBytes { buffer -> Result<PhotoHeader, PhotoError> in
            guard let start = buffer.baseAddress, let loader = bistro_vips_loader(api, start, buffer.count),
                let format = PhotoFormat(loader: String(cString: loader))
            else {
                _ = Vips.takeError(api)
                return .failure(.unsupportedFormat)
            }
            guard let image = bistro_vips_header(api, start, buffer.count) else {
                return .failure(.damaged(Vips.takeError(api)))
            }
            defer { bistro_vips_release(api, image) }
            var header = PhotoHeader(
                format: format, width: Int(bistro_vips_width(api, image)), height: Int(bistro_vips_height(api, image)))
            // A photo the camera stored on its side is published upright (`PhotoResizer`): its size as shown.
            if bistro_vips_on_side(api, image) != 0 { swap(&header.width, &header.height) }
            guard header.width > 0, header.height > 0 else { return .failure(.damaged("no pixels")) }
            guard header.width * header.height <= maximumPixels else {
                return .failure(.tooManyPixels(width: header.width, height: header.height))
            }
            return .success(header)
        }
        return try result.get()
    }
}
