import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map(transform)` with the elements spread over up to `activeProcessorCount` threads, for pure work
    /// (wording messages, rendering them). The results are in the elements' order.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let workers = Swift.min(count, Swift.max(1, ProcessInfo.processInfo.activeProcessorCount))
        guard workers > 1 else { return map(transform) }
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: count, by: workers) {
                slots[index] = transform(self[index])
            }
        }
        return results.map { $0! }
    }
}
