/// Quoted-printable body encoding (RFC 2045 §6.7): readable for ASCII text, 7-bit clean for any UTF-8,
/// lines of at most 76 characters with soft breaks. Input line breaks become CRLF-neutral "\n" lines
/// (carriage returns are dropped).
enum QuotedPrintable {
    static func encode(_ text: String) -> String {
        var text = text
        return text.withUTF8 { input in
            var output: [UInt8] = []
            output.reserveCapacity(input.count + input.count / 8 + 8)
            var lineStart = 0
            while true {
                let lineEnd = input[lineStart...].firstIndex(of: 0x0A) ?? input.count
                encodeLine(input[lineStart..<lineEnd], into: &output)
                guard lineEnd < input.count else { break }
                output.append(0x0A)
                lineStart = lineEnd + 1
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    private static let digits = Array("0123456789ABCDEF".utf8)

    /// One input line (carriage returns skipped): printable ASCII as is (spaces and tabs too, except as the
    /// line's last byte), everything else as =XX, with a soft break ("=\n") before a piece that would pass
    /// 75 characters.
    private static func encodeLine(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, into output: inout [UInt8]) {
        guard let last = bytes.lastIndex(where: { $0 != 0x0D }) else { return }
        var length = 0
        for index in bytes.startIndex...last {
            let byte = bytes[index]
            if byte == 0x0D { continue }
            let plain = (byte >= 0x21 && byte <= 0x7E && byte != UInt8(ascii: "=")) || ((byte == 0x20 || byte == 0x09) && index != last)
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
