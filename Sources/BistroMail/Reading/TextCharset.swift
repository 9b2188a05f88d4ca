/// The character sets a received text part is read in: UTF-8 (and US-ASCII, its subset) and Latin-1
/// (ISO 8859-1; windows-1252 is read as Latin-1, which differs only in 0x80–0x9F). Other charsets are
/// not read.
package enum TextCharset: Sendable {
    case utf8
    case latin1

    /// The charset a MIME `charset` parameter names (case-insensitive, RFC 2046 §4.1.2); nil for one
    /// Bistro does not read. No parameter means US-ASCII, read as UTF-8.
    package init?(name: String?) {
        switch (name ?? "us-ascii").lowercased() {
        case "utf-8", "utf8", "us-ascii", "ascii", "ansi_x3.4-1968": self = .utf8
        case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1", "cp819", "windows-1252", "cp1252": self = .latin1
        default: return nil
        }
    }

    /// The text; nil when UTF-8 was declared and the bytes are not UTF-8.
    package func decode(_ bytes: [UInt8]) -> String? {
        switch self {
        case .utf8: String(validating: bytes, as: UTF8.self)
        case .latin1: Self.latin1Text(bytes)
        }
    }

    /// Latin-1: each byte is the code point of the same number, so any bytes read.
    static func latin1Text(_ bytes: [UInt8]) -> String {
        var text = String.UnicodeScalarView()
        for byte in bytes { text.append(Unicode.Scalar(byte)) }
        return String(text)
    }
}
