import CVips

/// Resized copies of a photo, made by libvips: each width decoded once (JPEG's shrink-on-load decodes a
/// big photo at a fraction of its size), kept in memory only while its formats are encoded.
package enum PhotoResizer {
    /// libvips's version ("8.14.1"), or "unavailable" when it does not open: another version may encode the same
    /// photo into other bytes.
    package static var libraryVersion: String {
        guard let api = try? Vips.api() else { return "unavailable" }
        return String(cString: bistro_vips_version(api))
    }

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
        let api = try Vips.api()
        var variants: [Variant] = []
        for width in widths {
            let resized = bytes.withUnsafeBytes { buffer -> Result<[Variant], PhotoError> in
                let start = UnsafeMutableRawPointer(mutating: buffer.baseAddress!)
                // Decoded once into memory, then encoded in each format.
                guard let image = bistro_vips_thumbnail(api, start, buffer.count, Int32(min(width, header.width)))
                else { return .failure(.damaged(Vips.takeError(api))) }
                defer { bistro_vips_release(api, image) }
                let size = (width: Int(bistro_vips_width(api, image)), height: Int(bistro_vips_height(api, image)))
                var encoded: [Variant] = []
                for format in formats {
                    guard let bytes = encode(image, as: format, quality: quality, api: api) else {
                        return .failure(.damaged(Vips.takeError(api)))
                    }
                    encoded.append(Variant(format: format, width: size.width, height: size.height, bytes: bytes))
                }
                return .success(encoded)
            }
            variants += try resized.get()
        }
        return variants
    }

    private static func encode(
        _ image: OpaquePointer, as format: PhotoFormat, quality: Int, api: UnsafePointer<BistroVips>
    ) -> [UInt8]? {
        var output: UnsafeMutableRawPointer?
        var length = 0
        let status =
            switch format {
            case .jpeg: bistro_vips_jpeg(api, image, &output, &length, Int32(quality))
            case .png: bistro_vips_png(api, image, &output, &length)
            case .webp: bistro_vips_webp(api, image, &output, &length, Int32(quality))
            }
        guard status == 0, let output else { return nil }
        defer { bistro_vips_free(api, output) }
        return [UInt8](UnsafeRawBufferPointer(start: output, count: length))
    }
}
