/// The raster formats Bistro resizes: what libvips may decode from the owner's files, and what it encodes.
package enum PhotoFormat: String, Hashable, Sendable, CaseIterable {
    case jpeg
    case png
    case webp

    /// The extension of published files ("jpg", not "jpeg").
    package var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .webp: "webp"
        }
    }

    /// The format a file extension names ("JPG", "jpeg" → `.jpeg`); nil for any other extension.
    package init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "jpg", "jpeg": self = .jpeg
        case "png": self = .png
        case "webp": self = .webp
        default: return nil
        }
    }

    /// The format libvips's loader reads ("VipsForeignLoadJpegBuffer", "VipsForeignLoadSpngBuffer", …); nil for
    /// every other loader, which Bistro never lets decode the owner's files.
    init?(loader: String) {
        let name = loader.lowercased()
        guard let format = PhotoFormat.allCases.first(where: { name.contains($0.rawValue) }) else { return nil }
        self = format
    }
}
