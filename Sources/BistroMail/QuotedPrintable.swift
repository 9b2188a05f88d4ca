/// Quoted-printable body encoding (RFC 2045 §6.7): readable for ASCII text, 7-bit clean for any UTF-8,
/// lines of at most 76 characters with soft breaks. Input line breaks become CRLF-neutral "\n" lines.
enum QuotedPrintable {
    static func encode(_ text: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(encodeLine(Array(line.utf8.filter { $0 != 0x0D })))
        }
        return lines.joined(separator: "\n")
    }

    private static func encodeLine(_ bytes: [UInt8]) -> String {
        var output = ""
        var length = 0
        for (offset, byte) in bytes.enumerated() {
            let isLast = offset == bytes.count - 1
            let plain = (byte >= 0x21 && byte <= 0x7E && byte != UInt8(ascii: "=")) || ((byte == 0x20 || byte == 0x09) && !isLast)
            let piece = plain ? String(UnicodeScalar(byte)) : "=" + hex(byte)
            if length + piece.count > 75 {
                output += "=\n"
                length = 0
            }
            output += piece
            length += piece.count
        }
        return output
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
