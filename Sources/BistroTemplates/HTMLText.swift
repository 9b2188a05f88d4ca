/// Escaping text for HTML and XML: the five characters `< > & " '` become `&lt; &gt; &amp; &quot; &#39;`,
/// safe in element content and in quoted attribute values of both. The one escaping routine of Bistro's
/// pages, receipts, report and sitemap. Works on UTF-8 bytes and returns the string untouched when nothing
/// needs escaping (most names and prices).
package enum HTMLText {
    package static func escape(_ text: String) -> String {
        let utf8 = text.utf8
        // Scanned through the contiguous UTF-8 buffer when the string has one (native strings do): a
        // plain pointer loop, where most texts end up (nothing to escape).
        let clean =
            utf8.withContiguousStorageIfAvailable { !$0.contains(where: needsEscaping) } ?? !utf8.contains(
                where: needsEscaping)
        guard !clean else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): bytes.append(contentsOf: "&#39;".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
