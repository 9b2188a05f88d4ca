@testable import BistroMail
import Testing

/// The byte-level quoted-printable encoder and the clean-ASCII shortcut of `HeaderEncoding.sanitize` must
/// give exactly what the former, simpler implementations gave.
@Suite struct EncodingEquivalenceTests {
    /// The former encoder: the reference.
    static func referenceQuotedPrintable(_ text: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        func encodeLine(_ bytes: [UInt8], into output: inout [UInt8]) {
            var length = 0
            for (offset, byte) in bytes.enumerated() {
                let isLast = offset == bytes.count - 1
                let plain = (byte >= 0x21 && byte <= 0x7E && byte != UInt8(ascii: "=")) || ((byte == 0x20 || byte == 0x09) && !isLast)
                let width = plain ? 1 : 3
                if length + width > 75 {
                    output += [UInt8(ascii: "="), 0x0A]
                    length = 0
                }
                if plain { output.append(byte) } else { output += [UInt8(ascii: "="), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]] }
                length += width
            }
        }
        var output: [UInt8] = []
        var line: [UInt8] = []
        for byte in text.utf8 {
            if byte == 0x0A {
                encodeLine(line, into: &output)
                output.append(0x0A)
                line.removeAll()
            } else if byte != 0x0D {
                line.append(byte)
            }
        }
        encodeLine(line, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// The former sanitizer: the reference.
    static func referenceSanitize(_ text: String) -> String {
        var result = ""
        var lastWasSpace = false
        for scalar in text.unicodeScalars {
            let isControl = scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                || scalar == "\u{2028}" || scalar == "\u{2029}"
            if isControl || scalar == " " {
                if !lastWasSpace && !result.isEmpty { result.append(" ") }
                lastWasSpace = true
            } else {
                result.unicodeScalars.append(scalar)
                lastWasSpace = false
            }
        }
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }

    /// Random texts over an alphabet rich in the edge cases: spaces, tabs, CR, LF, "=", controls, UTF-8.
    static func samples() -> [String] {
        let pieces = ["a", "Z", " ", " ", "\t", "\r", "\n", "\r\n", "=", "é", "×", "🍔", "\u{0}", "\u{7F}", "\u{85}", "\u{2028}",
                      "Hello, world", String(repeating: "x", count: 74), String(repeating: "é", count: 30), "  "]
        var state: UInt64 = 0x0BAD_5EED
        var texts = ["", " ", "\n", "\r", "a ", " a", "a\n", "a \n", "a\t\r\n", String(repeating: "y", count: 75), String(repeating: "y", count: 76)]
        for _ in 0..<3_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 58) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            texts.append(text)
        }
        return texts
    }

    @Test func quotedPrintableEqualsTheReference() {
        let mismatches = Self.samples().filter { QuotedPrintable.encode($0) != Self.referenceQuotedPrintable($0) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3).map { Array($0.utf8) })")
    }

    @Test func sanitizeEqualsTheReference() {
        let mismatches = Self.samples().filter { HeaderEncoding.sanitize($0) != Self.referenceSanitize($0) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3).map { Array($0.utf8) })")
    }
}
