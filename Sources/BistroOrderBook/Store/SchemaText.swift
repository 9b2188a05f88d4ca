/// SQL of a schema object as SQLite reads it, for comparing two books' `sqlite_master`: comments and layout
/// dropped, keywords and identifiers in ASCII lower case (SQLite ignores their case), quotes around a plain
/// identifier dropped (`ALTER TABLE … RENAME TO` writes `"orders"`), string literals kept exactly. Two texts
/// that differ only in these ways define the same object.
enum SchemaText {
    static func normalized(_ sql: String) -> String {
        let bytes = Array(sql.utf8)
        var tokens: [[UInt8]] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                index += 1
            } else if byte == UInt8(ascii: "-"), next == UInt8(ascii: "-") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count, bytes[index - 1] != UInt8(ascii: "*") || bytes[index] != UInt8(ascii: "/") {
                    index += 1
                }
                index += 1
            } else if byte == UInt8(ascii: "'") {
                let (inner, end) = quoted(bytes, from: index, closing: byte)
                tokens.append([byte] + escaped(inner, byte) + [byte])
                index = end
            } else if let closing = identifierQuotes[byte] {
                let (inner, end) = quoted(bytes, from: index, closing: closing)
                let name = inner.map(lowered)
                let plain = !name.isEmpty && name.allSatisfy(isWordByte)
                tokens.append(plain ? name : [0x22] + escaped(name, 0x22) + [0x22])
                index = end
            } else if isWordByte(byte) {
                var word: [UInt8] = []
                while index < bytes.count, isWordByte(bytes[index]) {
                    word.append(lowered(bytes[index]))
                    index += 1
                }
                tokens.append(word)
            } else {
                tokens.append([byte])
                index += 1
            }
        }
        return tokens.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
    }

    /// The quotes around an identifier: "…", `…` and […], each with its closing one.
    private static let identifierQuotes: [UInt8: UInt8] = [0x22: 0x22, 0x60: 0x60, 0x5B: 0x5D]

    /// The bytes between the quote at `start` and its closing quote (a doubled closing quote stands for
    /// one), and the index after the closing quote.
    private static func quoted(
        _ bytes: [UInt8], from start: Int,
        closing: UInt8
    ) -> (inner: [UInt8], end: Int) {
        var inner: [UInt8] = []
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == closing {
                guard closing != UInt8(ascii: "]"), index + 1 < bytes.count, bytes[index + 1] == closing else {
                    return (inner, index + 1)
                }
                index += 1
            }
            inner.append(bytes[index])
            index += 1
        }
        return (inner, index)
    }

    /// `text` with each `quote` doubled, as SQL writes it between two of them.
    private static func escaped(_ text: [UInt8], _ quote: UInt8) -> [UInt8] {
        text.flatMap { $0 == quote ? [quote, quote] : [$0] }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
    }
}
