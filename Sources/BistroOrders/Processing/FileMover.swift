import BistroJSON
import Dispatch
import Foundation

/// Moves the files of committed batches out of `incoming/` on a background queue, in order, while the next
/// batch is validated and committed. Only ever given files whose batch has committed, so crash safety is
/// unchanged; the first failure is kept and thrown by the next `enqueue` or `drain`.
final class FileMover: @unchecked Sendable {
    struct Move: Sendable {
        var name: String
        var folder: SpoolDirectory.Folder
        /// The rejection's errors array, written as the sidecar `NAME.error.json` before the file moves.
        var errorsJSON: String?
    }

    private let spool: SpoolDirectory
    private let queue = DispatchQueue(label: "bistro.file-mover")
    private let lock = NSLock()
    private var failure: SpoolError?

    init(spool: SpoolDirectory) { self.spool = spool }

    func enqueue(_ moves: [Move]) throws(SpoolError) {
        try check()
        queue.async { [self] in
            guard lock.withLock({ failure == nil }) else { return }
            do throws(SpoolError) {
                for move in moves { try perform(move) }
            } catch {
                lock.withLock { if failure == nil { failure = error } }
            }
        }
    }

    /// Waits until every enqueued move is done; throws the first failure.
    func drain() throws(SpoolError) {
        queue.sync {}
        try check()
    }

    private func check() throws(SpoolError) {
        if let failure = lock.withLock({ failure }) { throw failure }
    }

    private func perform(_ move: Move) throws(SpoolError) {
        let spool = self.spool
        guard let errors = move.errorsJSON else {
            try spool.move(move.name, to: move.folder)
            return
        }
        try spool.move(move.name, to: move.folder) { finalName throws(SpoolError) in
            var sidecar = "{\"file\":"
            JSONValue.quote(finalName, into: &sidecar)
            sidecar += ",\"errors\":" + errors + "}\n"
            try spool.writeFile(Array(sidecar.utf8), to: .rejected, name: finalName + ".error.json")
        }
    }

    deinit { queue.sync {} }
}
