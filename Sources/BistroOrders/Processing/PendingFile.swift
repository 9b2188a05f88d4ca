/// One spool file read before its batch's transaction: its command for the order core, and what the spool
/// needs to move it. Keys and digests are computed by the reader threads, off the committing thread; the
/// bytes are not kept.
struct PendingFile: Sendable {
    var name: SpoolName
    var size: Int
    var command: OrderCommand
    /// For a check-in, what its file leaves behind instead of its bytes: no position
    /// (`CheckInFileWithoutPosition`); nil for an order.
    var withoutPosition: [UInt8]?

    init(name: SpoolName, bytes: [UInt8], unreadKey: String?, parsed: Result<SpoolFile, RejectionList>) {
        self.name = name
        size = bytes.count
        command = OrderCommand(source: name.display, bytes: bytes, unreadKey: unreadKey, request: parsed)
        withoutPosition = CheckInFileWithoutPosition.bytes(of: bytes, parsed: parsed)
    }
}
