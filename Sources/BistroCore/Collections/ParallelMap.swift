import Dispatch

/// `transform` applied to `0..<count` on every core, results in index order. `transform` must be safe to
/// call from several threads at once (pure functions of shared, immutable values). Used for rendering
/// pages and descriptions, checking output files, and wording messages.
package func parallelMap<T>(_ count: Int, _ transform: (Int) -> T) -> [T] {
    guard count > 1 else { return (0..<count).map(transform) }
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
        let base = buffer.baseAddress!
        let chunks = Swift.min(count, 64)
        withoutActuallyEscaping(transform) { transform in
            let work = UnsafeSendable(transform)
            let target = UnsafeSendable(base)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let range = (count * chunk / chunks)..<(count * (chunk + 1) / chunks)
                for index in range { (target.value + index).initialize(to: work.value(index)) }
            }
        }
        initialized = count
    }
}

/// Carries a value into `concurrentPerform`'s workers. Sound only where each worker touches its own
/// slots of a buffer and the closures it calls are thread-safe, which `parallelMap` guarantees.
struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
