import BistroJSON
import Dispatch
import Foundation

/// Moves the files of committed batches out of `incoming/` on a background queue, in order, while the next
/// batch is validated and committed. Only ever given files whose batch has committed, so crash safety is
/// unchanged. A file that cannot be moved (`SpoolError.isOperational` is false: a sticky folder holding
/// another user's file) is skipped and handed back by `drain`; the others still move. An operational
/// failure (a full disk) stops the moves and is thrown by the next `enqueue` or `drain`.
final class FileMover: @unchecked Sendable {
    struct Move: Sendable {
        var name: SpoolName
        var folder: SpoolDirectory.Folder
        /// The rejection's errors array, written as the sidecar `NAME.error.json` before the file moves.
        var errorsJSON: String?
        /// What identifies the file's content (see `PendingFile.contentKey`), to remember it if it is stuck.
        var contentKey: String
        /// What to leave in `folder` instead of the file's own bytes (a check-in without its position).
        var replacement: [UInt8]? = nil
    }

    private let spool: SpoolDirectory
    private let queue = DispatchQueue(label: "bistro.file-mover")
    private let lock = NSLock()
    private var failure: SpoolError?
    private var stuck: [StuckFile] = []

    init(spool: SpoolDirectory) { self.spool = spool }

    func enqueue(_ moves: [Move]) throws(SpoolError) {
        try check()
        queue.async { [self] in
            for move in moves {
                guard lock.withLock({ failure == nil }) else { return }
                do throws(SpoolError) {
                    try perform(move)
                } catch  where error.isOperational {
                    lock.withLock { if failure == nil { failure = error } }
                } catch {
                    lock.withLock {
                        stuck.append(StuckFile(name: move.name, contentKey: move.contentKey, problem: error.message))
                    }
                }
            }
        }
    }

    /// Waits until every enqueued move is done; throws the first operational failure, else returns the
    /// files that could not be moved since the last call.
    func drain() throws(SpoolError) -> [StuckFile] {
        queue.sync {}
        try check()
        return lock.withLock {
            defer { stuck.removeAll() }
            return stuck
        }
    }

    private func check() throws(SpoolError) {
        if let failure = lock.withLock({ failure }) { throw failure }
    }

    private func perform(_ move: Move) throws(SpoolError) {
        if let replacement = move.replacement {
            let sidecar = move.errorsJSON.map(Self.sidecar)
            try spool.moveReplacing(move.name, with: replacement, to: move.folder, sidecar: sidecar)
            return
        }
        guard let errors = move.errorsJSON else {
            try spool.move(move.name, to: move.folder)
            return
        }
        try spool.moveRejected(move.name, sidecar: Self.sidecar(errors))
    }

    /// The sidecar `NAME.error.json` of a rejected file, for its final name.
    private static func sidecar(_ errors: String) -> (SpoolName) -> [UInt8] {
        { finalName in
            var sidecar = "{\"file\":"
            JSONValue.quote(finalName.display, into: &sidecar)
            sidecar += ",\"errors\":" + errors + "}\n"
            return Array(sidecar.utf8)
        }
    }

    deinit { queue.sync {} }
}

/// A file left in `incoming/` because it could not be read or moved: reported once (the order book
/// remembers it by name and content), then retried quietly on every run.
struct StuckFile: Sendable {
    var name: SpoolName
    /// The content key, or "unreadable" for a file that could not be opened.
    var contentKey: String
    var problem: String
}
