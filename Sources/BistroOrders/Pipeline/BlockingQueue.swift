import Dispatch

/// A serial queue that a pipeline stage hands its blocking work to (reading files, SQLite commits with
/// fsync, renames, a sendmail), so that the cooperative threads of Swift concurrency are never blocked and a
/// stage's work runs in order, one piece at a time.
package struct BlockingQueue: Sendable {
    private let queue: DispatchQueue

    package init(label: String) {
        queue = DispatchQueue(label: label)
    }

    /// Runs `body` on the queue and returns its result.
    package func run<T: Sendable, Failure: Error>(_ body: @escaping @Sendable () throws(Failure) -> T)
        async throws(Failure) -> T
    {
        let result: Result<T, Failure> = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: Result(catching: body)) }
        }
        return try result.get()
    }
}
