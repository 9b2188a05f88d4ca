/// A mailbox: an optional display name and an address (`"Royal Café" <hello@royalcafe.example>`).
package struct MailAddress: Hashable, Sendable {
    package var displayName: String?
    package var address: String

    package init(_ address: String, displayName: String? = nil) {
        self.address = address
        self.displayName = displayName
    }

    /// Whether `text` is an ordinary deliverable address, the one check Bistro uses for customers' emails
    /// and for recipients: plain ASCII; one `@`; a local part of at most 64 bytes, of letters, digits and
    /// ``!#$%&'*+-/=?^_`{|}~`` with single dots inside (no quoted local parts); a domain of at least two
    /// dot-separated labels of letters, digits and inner hyphens; at most 254 bytes; never `=?` (the start
    /// of an encoded word, which common parsers would decode into other addresses). Nothing that could
    /// break a header (spaces, controls, quotes, angle brackets, commas) passes. Addresses with non-ASCII
    /// characters are refused (see `AddressSyntax`).
    package static func isValid(_ text: String) -> Bool {
        AddressSyntax.problem(text) == nil
    }

    /// Why `text` fails `isValid`, in plain words for the person who typed it ("it contains \"=?\", …");
    /// nil when it is valid.
    package static func problem(_ text: String) -> String? {
        AddressSyntax.problem(text)
    }

    /// The header form: the display name as an RFC 2047 encoded word when it is not plain ASCII, quoted
    /// otherwise; control characters in names never reach a header.
    var headerValue: String {
        guard let name = displayName.map(HeaderEncoding.sanitize), !name.isEmpty else { return address }
        return "\(HeaderEncoding.phrase(name)) <\(address)>"
    }
}
