/// Why a photo cannot be published, worded for the owner (the site's check puts it at the JSON field that
/// names the file).
package enum PhotoError: Error, Hashable, Sendable {
    /// The bytes are not JPEG, PNG or WebP (whatever the file's name says).
    case unsupportedFormat
    /// The header declares more pixels than `PhotoHeader.maximumPixels`; nothing was decoded.
    case tooManyPixels(width: Int, height: Int)
    /// The file is larger than `PhotoHeader.maximumBytes`.
    case tooManyBytes(Int)
    /// libvips could not decode or encode it (a damaged or truncated file); its own words.
    case damaged(String)
    /// libvips did not start.
    case libraryUnavailable(String)

    package var message: String {
        switch self {
        case .unsupportedFormat:
            "is not a JPEG, PNG or WebP photo (SVG and GIF are published as they are; other formats are not supported)"
        case .tooManyPixels(let width, let height):
            "declares \(width) × \(height) pixels, more than the \(PhotoHeader.maximumPixels / 1_000_000) megapixels "
                + "a photo may have: make it smaller"
        case .tooManyBytes(let count):
            "is \(count / 1_000_000) MB, more than the \(PhotoHeader.maximumBytes / 1_000_000) MB a photo may have"
        case .damaged(let detail): "cannot be decoded (damaged or truncated?): \(detail)"
        case .libraryUnavailable(let detail): "cannot be read: libvips did not start: \(detail)"
        }
    }
}
