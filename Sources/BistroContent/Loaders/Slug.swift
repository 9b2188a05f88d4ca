/// URL path segments made from ids, SKUs and titles.
public enum Slug {
    /// Whether `text` is already a valid slug: lowercase ASCII letters, digits and single dashes.
    public static func isValid(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }

    /// A slug for any text: ASCII letters and digits lowercased, every other run of characters one dash.
    /// "RC-BURG-01" → "rc-burg-01", "Allergy Policy" → "allergy-policy".
    public static func make(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else {
                pendingDash = true
            }
        }
        return result
    }
}
