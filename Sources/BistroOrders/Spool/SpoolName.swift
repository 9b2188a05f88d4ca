import Crypto

/// A file name in the spool as the file system holds it: any bytes but "/" and NUL, not necessarily
/// UTF-8. Files are opened, moved and recognised by these bytes, so a name that is not UTF-8 is handled
/// like any other.
///
/// `display` is how Bistro shows the name (summaries, warnings, sidecars) and records it in the order
/// book (`source_file`): the name itself when it is printable UTF-8; otherwise each byte that is not part
/// of a printable character (invalid UTF-8, control characters, bidirectional controls) is written `\xHH`
/// and a backslash `\\`. The form is lossless: two different names never look the same.
package struct SpoolName: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let bytes: [UInt8]
    package let display: String

    package init(bytes: [UInt8]) {
        self.bytes = bytes
        display = Self.escaped(bytes)
    }

    package init(_ name: String) { self.init(bytes: Array(name.utf8)) }

    package var description: String { display }

    package static func == (a: SpoolName, b: SpoolName) -> Bool { a.bytes == b.bytes }
    package func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
    /// Byte order, which is delivery order for Maildir names.
    package static func < (a: SpoolName, b: SpoolName) -> Bool { a.bytes.lexicographicallyPrecedes(b.bytes) }

    /// The longest name most file systems take (NAME_MAX).
    static let maximumLength = 255

    /// Whether the processor leaves the file alone: dotfiles and `*.tmp` are still being written.
    var isIgnored: Bool {
        bytes.first == UInt8(ascii: ".") || (bytes.count >= 4 && bytes.suffix(4).elementsEqual(".tmp".utf8))
    }

    /// The name followed by `suffix` (".2", ".error.json"), always a legal name: when the two would be
    /// longer than 255 bytes, the name is cut (at a character boundary) and followed by "~" and 16 hex
    /// digits of the SHA-256 of the whole name, so different long names still give different results, and
    /// the same name always the same one.
    func appending(_ suffix: String) -> SpoolName {
        let tail = Array(suffix.utf8)
        guard bytes.count + tail.count > Self.maximumLength else { return SpoolName(bytes: bytes + tail) }
        let digest = SHA256.hash(data: bytes).prefix(8).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
        var keep = Self.maximumLength - tail.count - 1 - digest.utf8.count
        // Back off over UTF-8 continuation bytes so a character is not cut in two.
        var backedOff = 0
        while keep > 0, backedOff < 3, bytes[keep] & 0xC0 == 0x80 {
            keep -= 1
            backedOff += 1
        }
        return SpoolName(bytes: Array(bytes.prefix(keep)) + Array("~\(digest)".utf8) + tail)
    }

    /// The bytes with a terminating NUL, for system calls.
    var cString: [CChar] {
        var text = bytes.map { CChar(bitPattern: $0) }
        text.append(0)
        return text
    }

    static func escaped(_ bytes: [UInt8]) -> String {
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }) {
            return String(decoding: bytes, as: UTF8.self)
        }
        var text = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 0
            let character =
                length > 0 && index + length <= bytes.count
                ? String(validating: bytes[index..<(index + length)], as: UTF8.self) : nil
            if let character, let scalar = character.unicodeScalars.first, isPrintable(scalar) {
                text += scalar == "\\" ? "\\\\" : character
                index += length
                continue
            }
            // A control character's bytes, or one byte that is not UTF-8.
            let count = character == nil ? 1 : length
            for escapedByte in bytes[index..<(index + count)] {
                text += "\\x" + (escapedByte < 16 ? "0" : "") + String(escapedByte, radix: 16)
            }
            index += count
        }
        return text
    }

    /// Not a control character, a line or paragraph separator, or a bidirectional control, any of which
    /// could make a printed name hide what it is.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: false
        default: true
        }
    }
}
