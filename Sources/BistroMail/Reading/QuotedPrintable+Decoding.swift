extension QuotedPrintable {
    /// Decodes a quoted-printable body (RFC 2045 §6.7): "=XX" (either case) is the byte XX, "=" at the end
    /// of a line (after optional white space) is a soft break and joins the lines, white space at the end
    /// of a line is dropped (transports add it), CRLF becomes LF. A "=" not followed by two hex digits or a
    /// line end is kept as it is, as §6.7 advises a robust decoder to do.
    package static func decode(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lineEnd = bytes[index...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var line = bytes[index..<lineEnd]
            while let last = line.last, last == 0x0D || last == 0x20 || last == 0x09 { line = line.dropLast() }
            var softBreak = false
            var position = line.startIndex
            while position < line.endIndex {
                let byte = line[position]
                guard byte == UInt8(ascii: "=") else {
                    output.append(byte)
                    position += 1
                    continue
                }
                if position + 1 == line.endIndex {
                    softBreak = true
                    position += 1
                } else if position + 2 < line.endIndex, let high = hexValue(line[position + 1]),
                    let low = hexValue(line[position + 2])
                {
                    output.append(high << 4 | low)
                    position += 3
                } else {
                    output.append(byte)
                    position += 1
                }
            }
            if lineEnd < bytes.endIndex && !softBreak { output.append(0x0A) }
            index = lineEnd == bytes.endIndex ? lineEnd : lineEnd + 1
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
