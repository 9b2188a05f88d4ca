/// What makes two order files "the same order": the client's `orderId` when the file has one
/// ("id:ORDERID"), otherwise the SHA-256 of the file's bytes ("sha256:HEX").
public enum IdempotencyKey {
    public static func key(orderID: String?, bytes: [UInt8]) -> String {
        key(orderID: orderID, contentHash: contentHash(bytes))
    }

    /// "sha256:HEX" of the bytes.
    public static func contentHash(_ bytes: [UInt8]) -> String { "sha256:" + SHA256.hex(bytes) }

    static func key(orderID: String?, contentHash: String) -> String {
        orderID.map { "id:" + $0 } ?? contentHash
    }
}
