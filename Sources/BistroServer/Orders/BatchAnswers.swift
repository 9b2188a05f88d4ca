import Synchronization

/// The answers of one batch's requests, sent once: when the batch's receipt pages are written (the
/// publisher's `afterReceipts`), or, when nothing is published, at the end of the batch.
final class BatchAnswers: Sendable {
    private let waiting: Mutex<[(CheckedContinuation<OrderService.Answer, Never>, OrderService.Answer)]>

    init(_ answers: some Sequence<(CheckedContinuation<OrderService.Answer, Never>, OrderService.Answer)>) {
        waiting = Mutex(Array(answers))
    }

    /// Resumes every request with its answer; a second call does nothing.
    func send() {
        let answers = waiting.withLock { waiting in
            defer { waiting = [] }
            return waiting
        }
        for (continuation, answer) in answers { continuation.resume(returning: answer) }
    }
}
