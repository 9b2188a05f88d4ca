/// A deliberately plain check of an email address: one `@`, a local part without spaces or specials,
/// a domain of at least two dot-separated labels of letters, digits and hyphens. Not RFC 5322's full
/// grammar (quoted local parts are refused) — the address is for sending receipts, so it must be ordinary.
enum EmailAddress {
    static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, text.utf8.count <= 254 else { return false }
        let local = parts[0], domain = parts[1]
        guard !local.isEmpty, local.utf8.count <= 64, !local.hasPrefix("."), !local.hasSuffix("."), !local.contains(".."),
              local.unicodeScalars.allSatisfy(isLocalScalar) else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return false }
        for label in labels {
            guard !label.isEmpty, label.utf8.count <= 63, !label.hasPrefix("-"), !label.hasSuffix("-"),
                  label.unicodeScalars.allSatisfy({ $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
            else { return false }
        }
        return true
    }

    private static func isLocalScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value > 0x7F { return scalar.properties.isAlphabetic || scalar.properties.numericType != nil }
        if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) { return true }
        return "!#$%&'*+-/=?^_`{|}~.".unicodeScalars.contains(scalar)
    }
}
