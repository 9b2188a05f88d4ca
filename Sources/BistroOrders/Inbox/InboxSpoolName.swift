import Crypto

/// The spool name of the order a message carries, derived from the message's Maildir name so that the
/// same message always gives the same file: delivering it again (after a crash between the delivery and
/// the move to `cur/`) finds the earlier file instead of making a second one. The name is the message's
/// unique part (before any ":2,…" info) followed by ".mail.json" when it is plain (letters, digits, ".",
/// "-", "_", at most 200 bytes, not starting with "."), which keeps Maildir names' delivery-time order in
/// the spool; otherwise "mail-" and 32 hex digits of its SHA-256.
enum InboxSpoolName {
    static func name(for message: SpoolName) -> SpoolName {
        let base = Array(message.bytes.prefix { $0 != UInt8(ascii: ":") })
        let isPlain =
            !base.isEmpty && base.count <= 200 && base.first != UInt8(ascii: ".")
            && base.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
        if isPlain { return SpoolName(bytes: base + Array(".mail.json".utf8)) }
        return SpoolName("mail-" + IdempotencyKey.hex(SHA256.hash(data: base)).prefix(32) + ".json")
    }
}
