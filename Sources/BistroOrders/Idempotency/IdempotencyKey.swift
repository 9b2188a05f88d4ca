import Crypto

/// What makes two order files "the same order". With an `orderId`, the key is scoped to the customer:
/// "id:" + the trimmed, lower-cased email + " " + the orderId (an address has no spaces), so another
/// customer's file with the same orderId is an order of its own and nobody can claim ids ahead of others.
/// Without one, the key is the SHA-256 of the file's bytes ("sha256:HEX").
package enum IdempotencyKey {
    package static func key(orderID: String?, email: String?, bytes: [UInt8]) -> String {
        key(orderID: orderID, email: email, contentHash: contentHash(bytes))
    }

    /// "sha256:HEX" of the bytes (FIPS 180-4 SHA-256, from swift-crypto).
    static func contentHash(_ bytes: [UInt8]) -> String {
        "sha256:" + hex(SHA256.hash(data: bytes))
    }

    static func key(orderID: String?, email: String?, contentHash: String) -> String {
        orderID.map { "id:" + (email ?? "").normalizedEmail + " " + $0 } ?? contentHash
    }

    static func hex(_ digest: SHA256.Digest) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
