/// Why a message is not an order (it moves to `cur/` flagged) or stays in the inbox's `new/`, with a
/// stable code and plain words. The words never repeat
/// the message's own text (its From, Subject or body are a stranger's and the warning goes to cron's mail);
/// they name the message by its file name only.
enum InboxProblem {
    /// No order file in it (see `OrderInMessage`).
    case noOrder
    /// Its From address is not the order's customer email (or not one plain address).
    case senderMismatch
    case tooLarge(size: Int, limit: Int)
    /// A symbolic link, FIFO or device: never read.
    case notAFile
    case unreadable(String)
    /// Its order went to the spool but the message could not be moved to `cur/`.
    case notMoved(String)
    /// No order, and it could not be moved to `cur/` flagged either: it stays in `new/`.
    indirect case notFlagged(InboxProblem, String)

    var code: String {
        switch self {
        case .noOrder: "no_order"
        case .senderMismatch: "sender_mismatch"
        case .tooLarge: "too_large"
        case .notAFile: "not_a_file"
        case .unreadable: "unreadable"
        case .notMoved: "not_moved"
        case .notFlagged(let problem, _): problem.code
        }
    }

    var words: String {
        switch self {
        case .noOrder:
            "it holds no order (no .json attachment, application/json part or order JSON with a customer "
                + "email in its text)"
        case .senderMismatch:
            "the order was rejected: the message's From address is not the order's customer email"
        case .tooLarge(let size, let limit):
            "it is \(size) bytes, larger than \(limit); not read"
        case .notAFile:
            "it is a symbolic link, named pipe or device, not a file; not read"
        case .unreadable(let reason):
            reason
        case .notMoved(let reason):
            "its order was delivered to the spool, but \(reason)"
        case .notFlagged(let problem, let reason):
            "\(problem.words); it could not be moved to cur/: \(reason)"
        }
    }
}
