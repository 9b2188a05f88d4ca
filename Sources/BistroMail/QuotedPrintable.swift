/// Quoted-printable body encoding (RFC 2045 §6.7): readable for ASCII text, 7-bit clean for any UTF-8,
/// no encoded line longer than 76 characters. Input line breaks become "\n" (carriage returns are
/// dropped), the Maildir convention. No encoded line starts with ".": a period there is written "=2E"
/// (RFC 2049 §3, rule 8), so a line holding only "." — which ends the message for sendmail without `-i`
/// and for SMTP — can never come out of a body, whatever the text holds.
enum QuotedPrintable {
    static func encode(_ text: String) -> String {
        var bytes = Array(text.utf8)
        bytes.removeAll { $0 == 0x0D }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 16)
        for (number, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            if number > 0 { output.append(0x0A) }
            encodeLine(line, into: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// One line, without its break: printable ASCII other than "=" as is (rule 2), spaces and tabs as is
    /// unless they end the line (rule 3), every other byte as "=XX" in uppercase hex (rule 1), and a soft
    /// break "=\n" before a piece that would take the line past 75 characters, which leaves room for the
    /// "=" (rule 5). A period that would start an encoded line (after a line break or a soft break) is
    /// written "=2E".
    private static func encodeLine(_ bytes: ArraySlice<UInt8>, into output: inout [UInt8]) {
        var length = 0
        for (offset, byte) in bytes.enumerated() {
            let isPrintable = (0x21...0x7E).contains(byte) && byte != UInt8(ascii: "=")
            let isInnerSpace = (byte == 0x20 || byte == 0x09) && offset < bytes.count - 1
            var isLiteral = isPrintable || isInnerSpace
            var width = isLiteral ? 1 : 3
            if length + width > 75 {
                output.append(UInt8(ascii: "="))
                output.append(0x0A)
                length = 0
            }
            if length == 0 && byte == UInt8(ascii: ".") {
                isLiteral = false
                width = 3
            }
            if isLiteral {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "="))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            }
            length += width
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
