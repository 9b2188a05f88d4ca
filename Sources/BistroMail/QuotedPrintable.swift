/// Quoted-printable body encoding (RFC 2045 §6.7): readable for ASCII text, 7-bit clean for any UTF-8,
/// lines of at most 76 characters with soft breaks. Input line breaks become CRLF-neutral "\n" lines.
enum QuotedPrintable {
    static func encode(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + text.utf8.count / 8)
        var line: [UInt8] = []
        for byte in text.utf8 {
            if byte == 0x0A {
                encodeLine(line, into: &output)
                output.append(0x0A)
                line.removeAll(keepingCapacity: true)
            } else if byte != 0x0D {
                line.append(byte)
            }
        }
        encodeLine(line, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static let digits = Array("0123456789ABCDEF".utf8)

    /// One input line: printable ASCII as is (spaces and tabs too, except at the end), everything else
    /// as =XX, with a soft break ("=\n") before a piece that would pass 75 characters.
    private static func encodeLine(_ bytes: [UInt8], into output: inout [UInt8]) {
        var length = 0
        for (offset, byte) in bytes.enumerated() {
            let isLast = offset == bytes.count - 1
            let plain = (byte >= 0x21 && byte <= 0x7E && byte != UInt8(ascii: "=")) || ((byte == 0x20 || byte == 0x09) && !isLast)
            let width = plain ? 1 : 3
            if length + width > 75 {
                output.append(UInt8(ascii: "="))
                output.append(0x0A)
                length = 0
            }
            if plain {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "="))
                output.append(digits[Int(byte >> 4)])
                output.append(digits[Int(byte & 0x0F)])
            }
            length += width
        }
    }
}
