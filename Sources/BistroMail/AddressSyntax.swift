/// A deliberately plain check of an email address: one `@`, a local part without spaces or specials,
/// a domain of at least two dot-separated labels of letters, digits and hyphens. Not RFC 5322's full
/// grammar (quoted local parts are refused) — the address is for sending receipts, so it must be ordinary.
/// Used through `MailAddress.isValid`; the all-ASCII path works on bytes because it runs for every order.
enum AddressSyntax {
    static func isValid(_ text: String) -> Bool {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return isValidASCII(Array(text.utf8)) }
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

    /// The same rules over bytes, for the common all-ASCII address.
    private static func isValidASCII(_ bytes: [UInt8]) -> Bool {
        guard bytes.count <= 254, let at = bytes.firstIndex(of: 0x40), bytes.lastIndex(of: 0x40) == at else { return false }
        let local = bytes[..<at], domain = bytes[(at + 1)...]
        guard !local.isEmpty, local.count <= 64, local.first != 0x2E, local.last != 0x2E else { return false }
        var previousDot = false
        for byte in local {
            let dot = byte == 0x2E
            if dot && previousDot { return false }
            previousDot = dot
            guard isAlphanumeric(byte) || localSpecials.contains(byte) else { return false }
        }
        let labels = domain.split(separator: 0x2E, omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return false }
        for label in labels {
            guard !label.isEmpty, label.count <= 63, label.first != 0x2D, label.last != 0x2D,
                  label.allSatisfy({ isAlphanumeric($0) || $0 == 0x2D }) else { return false }
        }
        return true
    }

    private static let localSpecials = Set("!#$%&'*+-/=?^_`{|}~.".utf8)

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func isLocalScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value > 0x7F { return scalar.properties.isAlphabetic || scalar.properties.numericType != nil }
        if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) { return true }
        return "!#$%&'*+-/=?^_`{|}~.".unicodeScalars.contains(scalar)
    }
}
