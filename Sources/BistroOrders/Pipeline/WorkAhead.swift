import Dispatch
import Foundation

/// Work started on another core as soon as it is added, collected in the order it was added. The thread
/// that adds it goes on with its own (serial) work meanwhile; `finish()` then does what no worker has
/// started yet on the calling thread too, and waits for the rest. One background worker: the adding
/// thread is the other core's work. Each piece of work must be safe to run on any thread (pure functions
/// of values it captured). `@unchecked Sendable` is safe: every mutable property is read and written only
/// under `lock`, and a result is read (in `finish`) only after `done` says every piece has finished.
package final class WorkAhead<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchGroup()
    private var work: [@Sendable () -> Result] = []
    private var results: [Result?] = []
    /// The index of the first piece of work nobody has started.
    private var next = 0
    private var workerRunning = false

    package init() {}

    /// Starts `piece` in the background as soon as the worker is free.
    package func add(_ piece: @escaping @Sendable () -> Result) {
        done.enter()
        let startWorker = lock.withLock {
            work.append(piece)
            results.append(nil)
            defer { workerRunning = true }
            return !workerRunning
        }
        if startWorker { DispatchQueue.global().async { self.drain(asWorker: true) } }
    }

    /// Every result, in the order the work was added; afterwards the queue is empty again.
    package func finish() -> [Result] {
        drain(asWorker: false)
        done.wait()
        return lock.withLock {
            let finished = results.map { $0! }
            work.removeAll(keepingCapacity: true)
            results.removeAll(keepingCapacity: true)
            next = 0
            return finished
        }
    }

    /// Runs pieces nobody has started until none is left.
    private func drain(asWorker: Bool) {
        while true {
            let claimed: (index: Int, piece: @Sendable () -> Result)? = lock.withLock {
                guard next < work.count else {
                    if asWorker { workerRunning = false }
                    return nil
                }
                defer { next += 1 }
                return (next, work[next])
            }
            guard let claimed else { return }
            let result = claimed.piece()
            lock.withLock { results[claimed.index] = result }
            done.leave()
        }
    }
}
