import BistroOrders
import Foundation

/// The server's one processing loop. Each request delivers its body into the spool with `bistro
/// submit`'s safe writer (`OrderSubmitter`) and waits for its own file's outcome; one thread runs
/// `bistro process`'s `OrderProcessor` (same lock, same transactions, same messages) over the whole of
/// `incoming/`, pass after pass, while any request waits. Requests that arrive during a pass are taken by
/// the next, so two hundred concurrent orders become a few batches rather than two hundred runs.
///
/// A file delivered before a pass began and not decided by it is answered from the order book when another
/// process (the cron `bistro process`) decided it; otherwise `queued` while it waits in `incoming/` for the
/// next run, or `failed` (`answerUndecided`). After the answers of a pass, the due messages are delivered
/// (`deliverDueMessages`).
package final class OrderDesk: @unchecked Sendable {
    let setup: OrderDeskSetup
    private let lock = NSLock()
    private var waiters: [String: Waiter] = [:]
    private var passes = 0
    private var running = false
    /// Entered while the processing loop runs (its passes and, after their answers, the delivery of the
    /// messages), so that a stopping server can wait for it (`finish()`).
    private let loopRunning = DispatchGroup()

    private struct Waiter {
        var continuation: CheckedContinuation<IntakeResult, Never>
        /// The file's bytes, to find its outcome in the book when another process decided it.
        var bytes: [UInt8]
        /// The number of passes begun when the file was in `incoming/`; nil while it is being written.
        var deliveredAfterPass: Int?
    }

    package init(setup: OrderDeskSetup) {
        self.setup = setup
    }

    /// Delivers `bytes` into the spool and waits for the file's outcome.
    func deliver(_ bytes: [UInt8], named name: String = MaildirName.make()) async -> IntakeResult {
        let submitter = OrderSubmitter(spool: setup.spool)
        return await withCheckedContinuation { continuation in
            lock.withLock { waiters[name] = Waiter(continuation: continuation, bytes: bytes) }
            // fsync blocks: off the server's threads.
            DispatchQueue.global().async { [self] in
                do {
                    _ = try submitter.submit(bytes, named: name)
                } catch {
                    let waiter = lock.withLock { waiters.removeValue(forKey: name) }
                    waiter?.continuation.resume(
                        returning: .failed("the order could not be written into the spool: \(error)"))
                    return
                }
                let start = lock.withLock {
                    waiters[name]?.deliveredAfterPass = passes
                    guard !running else { return false }
                    running = true
                    loopRunning.enter()
                    return true
                }
                if start { startLoop() }
            }
        }
    }

    /// Waits until the processing loop has stopped: the pass in progress is answered and the messages it
    /// started to deliver are delivered and marked (a sendmail within its time limit), so a stopping server
    /// never leaves a sendmail behind nor a sent message unmarked (it would go out again on the next run).
    /// Call it once the server takes no more requests.
    package func finish() async {
        await withCheckedContinuation { continuation in
            loopRunning.notify(queue: .global()) { continuation.resume() }
        }
    }

    private func startLoop() {
        let thread = Thread { [self] in drain() }
        thread.name = "bistro-order-desk"
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Runs passes while files wait, then stops (the next delivery starts it again).
    private func drain() {
        while true {
            let pass: Int? = lock.withLock {
                guard waiters.values.contains(where: { $0.deliveredAfterPass != nil }) else {
                    running = false
                    return nil
                }
                passes += 1
                return passes
            }
            guard let pass else {
                loopRunning.leave()
                return
            }
            Self.holdBeforePass()
            let outcome = runPass(isAwaited: { [self] file in lock.withLock { waiters[file] != nil } })
            var answered: [(Waiter, IntakeResult)] = []
            var undecided: [(file: String, waiter: Waiter)] = []
            lock.withLock {
                for (file, result) in outcome.results {
                    if let waiter = waiters.removeValue(forKey: file) { answered.append((waiter, result)) }
                }
                for (file, waiter) in waiters where (waiter.deliveredAfterPass ?? pass) < pass {
                    waiters[file] = nil
                    undecided.append((file, waiter))
                }
            }
            for (waiter, result) in answered { waiter.continuation.resume(returning: result) }
            let files = undecided.map { (name: $0.file, bytes: $0.waiter.bytes) }
            let results = files.isEmpty ? [] : answerUndecided(files, pass: outcome)
            for ((_, waiter), result) in zip(undecided, results) { waiter.continuation.resume(returning: result) }
            deliverDueMessages()
        }
    }
}
