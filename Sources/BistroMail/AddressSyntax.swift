/// A deliberately plain check of an email address: plain ASCII, one `@`, a local part without spaces or
/// specials, a domain of at least two dot-separated labels of letters, digits and hyphens. Not RFC 5322's
/// full grammar (quoted local parts are refused) — the address is for sending receipts, so it must be
/// ordinary. Used through `MailAddress.isValid` and `MailAddress.problem`; it works on bytes because it
/// runs for every order.
///
/// Two things an ordinary-looking address could still carry are refused on purpose:
/// - `=?`: the start of an RFC 2047 encoded word. Encoded words are not allowed in an address, but
///   common parsers decode them anyway, so `=?utf-8?q?evil=40x.example=2C_bcc=3A?=@example.com` would be
///   read as `evil@x.example, bcc:` — other recipients hidden in one address.
/// - anything outside ASCII: a non-ASCII address needs SMTPUTF8 (RFC 6531/6532) all the way to the
///   recipient, which Bistro cannot know of its sendmail or Maildir reader, and it may never be written
///   as encoded words (RFC 2047 §5). Such an address is refused with a reason instead of being mangled.
enum AddressSyntax {
    /// Why `text` is not an address Bistro sends to, in plain words; nil when it is one.
    static func problem(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return "it is empty" }
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return
                "it has characters other than plain ASCII letters, digits and punctuation (addresses with "
                + "accents or other scripts are not supported)"
        }
        if zip(bytes, bytes.dropFirst()).contains(where: { $0 == 0x3D && $1 == 0x3F }) {
            return "it contains \"=?\", which mail programs decode as hidden text"
        }
        guard bytes.count <= 254 else { return "it is longer than 254 characters" }
        guard let at = bytes.firstIndex(of: 0x40), bytes.lastIndex(of: 0x40) == at else {
            return "it must have exactly one @"
        }
        let local = bytes[..<at], domain = bytes[(at + 1)...]
        guard !local.isEmpty, local.count <= 64 else { return "the part before the @ must have 1 to 64 characters" }
        guard local.first != 0x2E, local.last != 0x2E,
            !zip(local, local.dropFirst()).contains(where: { $0 == 0x2E && $1 == 0x2E }),
            local.allSatisfy({ isAlphanumeric($0) || localSpecials.contains($0) })
        else {
            return "the part before the @ may only hold letters, digits, single inner dots and !#$%&'*+-/=?^_`{|}~"
        }
        let labels = domain.split(separator: 0x2E, omittingEmptySubsequences: false)
        guard labels.count >= 2,
            labels.allSatisfy({ label in
                !label.isEmpty && label.count <= 63 && label.first != 0x2D && label.last != 0x2D
                    && label.allSatisfy { isAlphanumeric($0) || $0 == 0x2D }
            })
        else {
            return
                "the part after the @ must be a domain such as example.com (names of letters, digits and "
                + "inner hyphens, separated by dots)"
        }
        return nil
    }

    private static let localSpecials = Set("!#$%&'*+-/=?^_`{|}~.".utf8)

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
