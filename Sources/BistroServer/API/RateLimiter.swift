import Foundation
import Synchronization

/// At most `perMinute` requests per client, as a token bucket: each client starts with `perMinute`
/// tokens, a request takes one, and tokens come back at `perMinute` a minute. Memory is bounded: at most
/// `maximumClients` buckets are kept; past that, the full ones (clients quiet for a minute) are forgotten
/// first, then the oldest.
package final class RateLimiter: Sendable {
    /// Seconds on any steady clock; tests pass their own.
    package typealias Clock = @Sendable () -> Double

    static let maximumClients = 10_000

    private struct Bucket {
        var tokens: Double
        var updated: Double
    }

    private let perMinute: Int
    private let now: Clock
    private let buckets = Mutex<[String: Bucket]>([:])

    package init(perMinute: Int, now: @escaping Clock = RateLimiter.steadySeconds) {
        self.perMinute = perMinute
        self.now = now
    }

    /// Takes a token for `client`: nil when the request may go on, else the whole seconds until it may.
    package func admit(_ client: String) -> Int? {
        let limit = Double(perMinute)
        let time = now()
        return buckets.withLock { buckets in
            var bucket = buckets[client] ?? Bucket(tokens: limit, updated: time)
            bucket.tokens = min(limit, bucket.tokens + (time - bucket.updated) * limit / 60)
            bucket.updated = time
            guard bucket.tokens >= 1 else {
                buckets[client] = bucket
                return max(1, Int(((1 - bucket.tokens) * 60 / limit).rounded(.up)))
            }
            bucket.tokens -= 1
            if buckets[client] == nil, buckets.count >= Self.maximumClients { forget(in: &buckets, at: time) }
            buckets[client] = bucket
            return nil
        }
    }

    /// How many clients are remembered.
    var clientCount: Int { buckets.withLock { $0.count } }

    /// Forgets the clients whose bucket has filled up again, or, when none has, the least recent half.
    private func forget(in buckets: inout [String: Bucket], at time: Double) {
        let limit = Double(perMinute)
        buckets = buckets.filter { $0.value.tokens + (time - $0.value.updated) * limit / 60 < limit }
        if buckets.count >= Self.maximumClients {
            let kept = buckets.sorted { $0.value.updated > $1.value.updated }.prefix(Self.maximumClients / 2)
            buckets = Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value) })
        }
    }

    /// Seconds since an arbitrary start, never going back (the system's monotonic clock).
    static let steadySeconds: Clock = {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
