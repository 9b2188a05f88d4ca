/// URL path segments made from ids, SKUs and titles.
package enum Slug {
    /// Whether `text` is already a valid slug: lowercase ASCII letters, digits and single dashes.
    package static func isValid(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }

    /// A slug for any text: ASCII letters and digits lowercased, every other run of characters one dash.
    /// "RC-BURG-01" → "rc-burg-01", "Allergy Policy" → "allergy-policy".
    package static func make(_ text: String) -> String {
        // On UTF-8 bytes: every byte of a non-ASCII character is >= 0x80, so it counts as "other".
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingDash = false
        for byte in text.utf8 {
            let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte
            if (lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            {
                if pendingDash && !result.isEmpty { result.append(UInt8(ascii: "-")) }
                pendingDash = false
                result.append(lowered)
            } else {
                pendingDash = true
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
