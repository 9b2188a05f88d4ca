import BistroCore
import BistroOrderBook
import Dispatch
import Foundation

/// Delivers the messages of committed batches on a background queue while the next batches are recorded:
/// rendering them and writing them to the outbox use the time the single database writer leaves the other
/// core. A pass starts after the batch's files have moved (`FileMover.afterMoves`), so a crash during
/// delivery finds them where a crash after the run's recording would. After the first pass that stops
/// early (a hung sendmail), no other starts: one hung message costs the run one time limit.
final class BackgroundDelivery: @unchecked Sendable {
    private let delivery: NotificationDelivery
    private let now: Timestamp
    private let queue = DispatchQueue(label: "bistro.delivery")
    private let lock = NSLock()
    private var report = NotificationDelivery.Report()
    private var failure: OrderStoreError?
    private var waiting = false

    init(delivery: NotificationDelivery, now: Timestamp) {
        self.delivery = delivery
        self.now = now
    }

    /// Asks for a pass over what is due; a pass that has not started yet covers it.
    func nudge() {
        let start = lock.withLock { () -> Bool in
            guard !waiting, failure == nil, !report.stoppedEarly else { return false }
            waiting = true
            return true
        }
        guard start else { return }
        queue.async { [self] in
            lock.withLock { waiting = false }
            do throws(OrderStoreError) {
                let pass = try delivery.deliverDue(now: now)
                lock.withLock { report.add(pass) }
            } catch {
                lock.withLock { if failure == nil { failure = error } }
            }
        }
    }

    /// Waits for the passes asked for so far: what they did together, or the first failure.
    func finish() throws(OrderStoreError) -> NotificationDelivery.Report {
        queue.sync {}
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        return report
    }
}
