import Crypto

/// What makes two order files "the same order": the client's `orderId` when the file has one
/// ("id:ORDERID"), otherwise the SHA-256 of the file's bytes ("sha256:HEX").
public enum IdempotencyKey {
    public static func key(orderID: String?, bytes: [UInt8]) -> String {
        key(orderID: orderID, contentHash: contentHash(bytes))
    }

    /// "sha256:HEX" of the bytes (FIPS 180-4 SHA-256, from swift-crypto).
    public static func contentHash(_ bytes: [UInt8]) -> String {
        "sha256:" + SHA256.hash(data: bytes).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    static func key(orderID: String?, contentHash: String) -> String {
        orderID.map { "id:" + $0 } ?? contentHash
    }
}
