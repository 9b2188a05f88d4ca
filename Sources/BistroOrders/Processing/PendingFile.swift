/// What was read from one spool file before its batch's transaction. Keys and digests are computed by the
/// reader threads, off the committing thread; the bytes are not kept.
struct PendingFile: Sendable {
    var name: SpoolName
    var size: Int
    var parsed: Result<SpoolFile, RejectionList>
    /// The idempotency key of an order (see `IdempotencyKey`); nil when the file did not parse or is a
    /// check-in.
    var idempotencyKey: String?
    /// The order's canonical content (see `OrderContentDigest`), when it has an `orderId`.
    var contentDigest: String?
    /// What identifies this exact content among rejections of the same file name: the bytes' hash, or
    /// "size:N" / "special" for files that were not read.
    var contentKey: String
    /// The order's customer email as orders record it (trimmed, lower-cased), to look the customer up
    /// with the batch's others.
    var customerEmail: String?
    /// For a check-in, what its file leaves behind instead of its bytes: no position
    /// (`CheckInFileWithoutPosition`); nil for an order.
    var withoutPosition: [UInt8]?

    init(name: SpoolName, bytes: [UInt8], unreadKey: String?, parsed: Result<SpoolFile, RejectionList>) {
        self.name = name
        self.size = bytes.count
        self.parsed = parsed
        let hash = unreadKey == nil ? IdempotencyKey.contentHash(bytes) : nil
        contentKey = unreadKey ?? hash!
        withoutPosition = CheckInFileWithoutPosition.bytes(of: bytes, parsed: parsed)
        if case .success(.order(let request)) = parsed {
            customerEmail = request.customerEmail?.normalizedEmail
        }
        if case .success(.order(let request)) = parsed, let hash {
            idempotencyKey = IdempotencyKey.key(
                orderID: request.orderID, email: request.customerEmail, contentHash: hash)
            if request.orderID != nil { contentDigest = OrderContentDigest.digest(request) }
        }
    }
}
