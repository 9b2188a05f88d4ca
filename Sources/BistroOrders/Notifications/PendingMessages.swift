import BistroCore
import Dispatch
import Foundation
import GRDB

/// The messages one batch transaction queues. Wording a message (the receipt text, the Mustache template)
/// is pure and takes longer than recording its order, so it starts in the background as soon as the
/// message is added, on another core, while the batch goes on recording orders on this one. When the
/// batch ends, `queue` words whatever is left here and on the background core together, then inserts the
/// rows in the order the messages were added, in the same transaction as the orders they announce.
final class PendingMessages: @unchecked Sendable {
    private struct Pending {
        var compose: @Sendable () -> ComposedMessage
        var key: String
        var orderID: Int64?
    }

    private let lock = NSLock()
    private let group = DispatchGroup()
    private let background = DispatchQueue(label: "bistro.wording")
    /// Guarded by `lock`: the messages added so far, the next one nobody has started wording, and the
    /// words of those done.
    private var pending: [Pending] = []
    private var nextUnclaimed = 0
    private var worded: [ComposedMessage?] = []

    var isEmpty: Bool { lock.withLock { pending.isEmpty } }

    /// Adds a message to be worded by `compose` and queued under `key` (see `Outbox.enqueue`), and has the
    /// background core start on the oldest message not yet started.
    func add(key: String, orderID: Int64?, _ compose: @escaping @Sendable () -> ComposedMessage) {
        lock.withLock {
            pending.append(Pending(compose: compose, key: key, orderID: orderID))
            worded.append(nil)
        }
        background.async(group: group) { [self] in _ = wordNext() }
    }

    /// Words the oldest message nobody has started; false when there was none.
    private func wordNext() -> Bool {
        let claimed: (index: Int, compose: @Sendable () -> ComposedMessage)? = lock.withLock {
            guard nextUnclaimed < pending.count else { return nil }
            defer { nextUnclaimed += 1 }
            return (nextUnclaimed, pending[nextUnclaimed].compose)
        }
        guard let claimed else { return false }
        let message = claimed.compose()
        lock.withLock { worded[claimed.index] = message }
        return true
    }

    /// Words every message still waiting (here and in the background), then inserts their rows, in the
    /// order they were added.
    func queue(_ db: Database, at time: LocalTime, domain: String) throws {
        while wordNext() {}
        group.wait()
        let (items, messages) = lock.withLock {
            defer {
                pending.removeAll(keepingCapacity: true)
                worded.removeAll(keepingCapacity: true)
                nextUnclaimed = 0
            }
            return (pending, worded)
        }
        for (item, message) in zip(items, messages) {
            guard let message else { preconditionFailure("every claimed message is worded before the group is done") }
            try Outbox.enqueue(db, message, key: item.key, orderID: item.orderID, at: time, domain: domain)
        }
    }
}
