import Dispatch

/// Drops the caller's last reference to `value` on a background thread, so the caller does not wait
/// while a big graph of objects (a 10,000-item site model: tens of thousands of objects, ≈ 25 ms) is
/// freed. A process that exits meanwhile simply doesn't finish freeing.
package func releaseInBackground<Value: Sendable>(_ value: consuming Value) {
    let box = ReleaseBox(value)
    DispatchQueue.global(qos: .utility).async { box.drop() }
}

/// Holds the value until `drop()`, so the release happens on the thread that calls it. `@unchecked
/// Sendable` is safe: the value is Sendable, and after `init` only `drop()` touches it, once, on one thread.
private final class ReleaseBox<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    init(_ value: consuming Value) { self.value = value }
    func drop() { value = nil }
}
