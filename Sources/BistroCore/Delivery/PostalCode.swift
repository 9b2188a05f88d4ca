/// Postal codes as zones compare them: upper-cased, without spaces or hyphens ("m5v 2t6" → "M5V2T6").
package enum PostalCode {
    package static func normalized(_ text: String) -> String {
        String(text.uppercased().unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "\t" })
    }

    /// Whether a zone's prefix is one: 1–10 ASCII letters and digits once normalised.
    package static func isValidPrefix(_ prefix: String) -> Bool {
        (1...10).contains(prefix.utf8.count)
            && prefix.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) }
    }
}
