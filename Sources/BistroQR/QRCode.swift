import CQRencode

#if canImport(Glibc)
    import Glibc
#endif

/// A QR code: the square of modules libqrencode makes for a text, its bytes encoded as they are (8-bit mode,
/// UTF-8) with error correction level M (about 15% of the code may be damaged or covered and it still reads),
/// in the smallest version that holds them.
package struct QRCode: Hashable, Sendable {
    /// The most bytes a code holds: version 40 at level M in 8-bit mode.
    package static let capacity = 2_331

    /// Modules per side, without the quiet zone (21 for version 1, 4 more per version).
    package let size: Int
    /// Row after row, `true` for a dark module.
    private let modules: [Bool]

    /// Encodes `text`; `QRCodeError` when libqrencode cannot (a text longer than `capacity`, or no memory).
    package init(encoding text: String) throws(QRCodeError) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw QRCodeError(text: text, reason: "there is nothing to encode") }
        errno = 0
        guard let code = QRcode_encodeData(Int32(bytes.count), bytes, 0, QR_ECLEVEL_M) else {
            let reason =
                errno == ERANGE
                ? "it is too long for a QR code (\(bytes.count) bytes)" : String(cString: strerror(errno))
            throw QRCodeError(text: text, reason: reason)
        }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        // Each byte describes one module; its lowest bit says whether it is dark (qrencode.h).
        let data = UnsafeBufferPointer(start: code.pointee.data, count: width * width)
        size = width
        modules = data.map { $0 & 1 == 1 }
    }

    /// Whether the module in column `x` of row `y` (both from 0, top left) is dark.
    package func isDark(x: Int, y: Int) -> Bool { modules[y * size + x] }
}

/// A text libqrencode could not encode.
package struct QRCodeError: Error, Hashable, Sendable, CustomStringConvertible {
    package var text: String
    package var reason: String

    package var description: String { "cannot make a QR code of \"\(text)\": \(reason)" }
}
