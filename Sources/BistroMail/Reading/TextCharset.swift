/// The character sets a received text part is read in, as the WHATWG Encoding Standard and mail programs
/// read their labels: UTF-8, and windows-1252, which is what a label of US-ASCII, ISO 8859-1 (Latin-1)
/// or windows-1252 means in practice (bytes 0x80–0x9F are "€", "’", "–" and the like, not control
/// characters). A part without a charset is read as UTF-8 when its bytes are UTF-8, else as windows-1252.
/// Other charsets are not read.
package enum TextCharset: Sendable {
    case utf8
    case windows1252
    /// No `charset` parameter (RFC 2045 says US-ASCII): UTF-8 when the bytes are, else windows-1252.
    case unlabelled

    /// The charset a MIME `charset` parameter names (case-insensitive, RFC 2046 §4.1.2; the labels of the
    /// WHATWG Encoding Standard); nil for one Bistro does not read.
    package init?(name: String?) {
        guard let name else {
            self = .unlabelled
            return
        }
        let label = name.trimmingSpaces.lowercased()
        if Self.utf8Labels.contains(label) {
            self = .utf8
        } else if Self.windows1252Labels.contains(label) {
            self = .windows1252
        } else {
            return nil
        }
    }

    static let utf8Labels: Set = [
        "utf-8", "utf8", "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "x-unicode20utf8",
    ]
    static let windows1252Labels: Set = [
        "windows-1252", "cp1252", "x-cp1252", "us-ascii", "ascii", "ansi_x3.4-1968", "iso-8859-1", "iso8859-1",
        "iso88591", "iso_8859-1", "iso_8859-1:1987", "iso-ir-100", "latin1", "latin-1", "l1", "cp819", "ibm819",
        "csisolatin1",
    ]

    /// The text; nil when UTF-8 was declared and the bytes are not UTF-8.
    package func decode(_ bytes: [UInt8]) -> String? {
        switch self {
        case .utf8: String(validating: bytes, as: UTF8.self)
        case .windows1252: Self.windows1252Text(bytes)
        case .unlabelled: String(validating: bytes, as: UTF8.self) ?? Self.windows1252Text(bytes)
        }
    }

    /// Whether `bytes` must be decoded to become UTF-8 text (they are not UTF-8 as they stand).
    package func needsDecoding(_ bytes: [UInt8]) -> Bool {
        switch self {
        case .utf8: false
        case .windows1252: bytes.contains { $0 >= 0x80 }
        case .unlabelled: String(validating: bytes, as: UTF8.self) == nil
        }
    }

    /// windows-1252 (WHATWG): ASCII and 0xA0–0xFF are the code points of the same number, 0x80–0x9F are
    /// the characters of `highControls`, so any bytes read.
    static func windows1252Text(_ bytes: [UInt8]) -> String {
        var text = String.UnicodeScalarView()
        for byte in bytes {
            if (0x80...0x9F).contains(byte) {
                text.append(Unicode.Scalar(highControls[Int(byte - 0x80)])!)
            } else {
                text.append(Unicode.Scalar(byte))
            }
        }
        return String(text)
    }

    /// The code points of bytes 0x80–0x9F; the five the standard leaves unassigned stay C1 controls.
    static let highControls: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D,
        0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0x009D, 0x017E, 0x0178,
    ]
}
