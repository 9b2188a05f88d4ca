/// What makes two order files "the same order": the client's `orderId` when the file has one
/// ("id:ORDERID"), otherwise the SHA-256 of the file's bytes ("sha256:HEX").
public enum IdempotencyKey {
    public static func key(orderID: String?, bytes: [UInt8]) -> String {
        if let orderID { return "id:" + orderID }
        return "sha256:" + SHA256.hex(bytes)
    }
}
