import BistroImages

/// How photos are published: the widths of their resized copies and the encoders' quality. Part of every
/// copy's name (`ResponsivePhoto.key`): a change here renames every copy, so no host keeps serving an old one.
enum PhotoSettings {
    /// Phone thumbnails and cards, a phone's full width, a wide screen's detail and hero pictures.
    static let widths = [320, 640, 1280]
    /// WebP's and JPEG's quality (1–100).
    static let quality = 80
    /// Bump when copies are made differently for the same photo and settings.
    static let version = "photos-2"

    /// What a photo's key covers besides its bytes: these settings and the libvips that makes the copies.
    static let digest =
        "\(version) widths \(widths.map(String.init).joined(separator: ",")) q\(quality) "
        + "libvips \(PhotoResizer.libraryVersion)"

    /// The widths of a photo `width` pixels wide: each of `widths` narrower than it, then its own width when it
    /// is narrower than the widest (a photo is never enlarged).
    static func widths(forPhotoWidth width: Int) -> [Int] {
        let widest = min(width, widths.last!)
        return widths.filter { $0 < widest } + [widest]
    }
}
