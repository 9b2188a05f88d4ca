/// The intrinsic size of an image, read from its header, so pages can give `<img>` a width and height
/// (no layout shift while it loads). Understands SVG (`width`/`height`, else `viewBox`), PNG, GIF and JPEG.
struct ImageSize: Hashable, Sendable {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size, or nil when the format is unknown or the header is damaged.
    package static func read(_ bytes: [UInt8], fileExtension: String) -> ImageSize? {
        switch fileExtension.lowercased() {
        case "svg": svg(bytes)
        case "png": png(bytes)
        case "gif": gif(bytes)
        case "jpg", "jpeg": jpeg(bytes)
        default: nil
        }
    }

    private static func png(_ b: [UInt8]) -> ImageSize? {
        guard b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        return ImageSize(width: bigEndian(b, 16, 4), height: bigEndian(b, 20, 4))
    }

    private static func gif(_ b: [UInt8]) -> ImageSize? {
        guard b.count >= 10, b.starts(with: Array("GIF".utf8)) else { return nil }
        return ImageSize(width: Int(b[6]) | Int(b[7]) << 8, height: Int(b[8]) | Int(b[9]) << 8)
    }

    private static func jpeg(_ b: [UInt8]) -> ImageSize? {
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            let length = bigEndian(b, i + 2, 2)
            // Start-of-frame markers carry the size; C4, C8 and CC are other tables.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return ImageSize(width: bigEndian(b, i + 7, 2), height: bigEndian(b, i + 5, 2))
            }
            i += 2 + length
        }
        return nil
    }

    private static func svg(_ b: [UInt8]) -> ImageSize? {
        let text = String(decoding: b.prefix(4096), as: UTF8.self)
        guard let start = text.range(of: "<svg") else { return nil }
        let tag = text[start.upperBound...].prefix { $0 != ">" }
        if let width = attribute("width", in: tag).flatMap(number),
            let height = attribute("height", in: tag).flatMap(number)
        {
            return ImageSize(width: width, height: height)
        }
        guard let box = attribute("viewBox", in: tag) else { return nil }
        let parts = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard parts.count == 4, parts[2] > 0, parts[3] > 0 else { return nil }
        return ImageSize(width: Int(parts[2].rounded()), height: Int(parts[3].rounded()))
    }

    private static func attribute(_ name: String, in tag: Substring) -> Substring? {
        var rest = tag
        while let range = rest.range(of: name + "=") {
            let before = rest[..<range.lowerBound].last
            rest = rest[range.upperBound...]
            guard before == nil || before == " " || before == "\n" || before == "\t",
                let quote = rest.first, quote == "\"" || quote == "'"
            else { continue }
            let value = rest.dropFirst().prefix { $0 != quote }
            return value
        }
        return nil
    }

    /// "400", "400px" or "400.0" → 400; percentages and other units → nil.
    private static func number(_ text: Substring) -> Int? {
        let digits = text.hasSuffix("px") ? text.dropLast(2) : text
        guard let value = Double(digits), value > 0 else { return nil }
        return Int(value.rounded())
    }

    private static func bigEndian(_ b: [UInt8], _ offset: Int, _ count: Int) -> Int {
        (0..<count).reduce(0) { $0 << 8 | Int(b[offset + $1]) }
    }
}
