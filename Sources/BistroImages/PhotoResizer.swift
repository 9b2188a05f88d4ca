import CVips

/// Resized copies of a photo, made by libvips: each width decoded once (JPEG's shrink-on-load decodes a
/// big photo at a fraction of its size), kept in memory only while its formats are encoded.
package enum PhotoResizer {
    /// libvips's version ("8.14.1"): another may encode the same photo into other bytes.
    package static let libraryVersion = String(cString: vips_version_string())

    /// One resized copy's bytes.
    package struct Variant: Hashable, Sendable {
        package var format: PhotoFormat
        package var width: Int
        package var height: Int
        package var bytes: [UInt8]
    }

    /// The photo in `bytes` at each of `widths` (never wider than it is), in each of `formats`, in that
    /// order (widths, then formats). Its header is checked first (`PhotoHeader.read`): nothing is decoded
    /// for a photo that declares too many pixels.
    package static func resize(
        _ bytes: [UInt8], widths: [Int], formats: [PhotoFormat], quality: Int
    ) throws(PhotoError) -> [Variant] {
        let header = try PhotoHeader.read(bytes)
        var variants: [Variant] = []
        for width in widths {
            let resized = bytes.withUnsafeBytes { buffer -> Result<[Variant], PhotoError> in
                let start = UnsafeMutableRawPointer(mutating: buffer.baseAddress!)
                guard let lazy = bistro_vips_thumbnail(start, buffer.count, Int32(min(width, header.width))) else {
                    return .failure(.damaged(Vips.takeError()))
                }
                // Decoded once into memory, then encoded in each format.
                let image = vips_image_copy_memory(lazy)
                bistro_vips_release(lazy)
                guard let image else { return .failure(.damaged(Vips.takeError())) }
                defer { bistro_vips_release(image) }
                let size = (width: Int(vips_image_get_width(image)), height: Int(vips_image_get_height(image)))
                var encoded: [Variant] = []
                for format in formats {
                    guard let bytes = encode(image, as: format, quality: quality) else {
                        return .failure(.damaged(Vips.takeError()))
                    }
                    encoded.append(Variant(format: format, width: size.width, height: size.height, bytes: bytes))
                }
                return .success(encoded)
            }
            variants += try resized.get()
        }
        return variants
    }

    private static func encode(_ image: UnsafeMutablePointer<VipsImage>, as format: PhotoFormat, quality: Int)
        -> [UInt8]?
    {
        var output: UnsafeMutableRawPointer?
        var length = 0
        let status =
            switch format {
            case .jpeg: bistro_vips_jpeg(image, &output, &length, Int32(quality))
            case .png: bistro_vips_png(image, &output, &length)
            case .webp: bistro_vips_webp(image, &output, &length, Int32(quality))
            }
        guard status == 0, let output else { return nil }
        defer { g_free(output) }
        return [UInt8](UnsafeRawBufferPointer(start: output, count: length))
    }
}
