/// A mailbox: an optional display name and an address (`"Royal Café" <hello@royalcafe.example>`).
public struct MailAddress: Hashable, Sendable {
    public var displayName: String?
    public var address: String

    public init(_ address: String, displayName: String? = nil) {
        self.address = address
        self.displayName = displayName
    }

    /// Whether `text` looks like a deliverable address: one `@`, a non-empty local part, a dotted domain,
    /// no spaces, controls, angle brackets, quotes or commas (which would break headers), at most 254 bytes.
    public static func isValid(_ text: String) -> Bool {
        guard text.utf8.count <= 254, !text.isEmpty else { return false }
        let forbidden: Set<Character> = [" ", "<", ">", "\"", ",", ";", ":", "(", ")", "[", "]", "\\"]
        guard !text.contains(where: { forbidden.contains($0) || $0.isNewline || ($0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) }) else { return false }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].utf8.count <= 64 else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") }
    }

    /// The header form: the display name as an RFC 2047 encoded word when it is not plain ASCII, quoted
    /// otherwise; control characters in names never reach a header.
    public var headerValue: String {
        guard let name = displayName.map(HeaderEncoding.sanitize), !name.isEmpty else { return address }
        return "\(HeaderEncoding.phrase(name)) <\(address)>"
    }
}
