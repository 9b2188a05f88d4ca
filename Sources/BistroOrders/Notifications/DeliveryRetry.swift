import BistroCore
import BistroOrderBook
import Foundation

/// When a message whose delivery failed is tried again: one minute after the first failure, then twice
/// as long after each further failure (2, 4, 8 … minutes) up to six hours between attempts; after the
/// 12th failed attempt (about 20 hours after the first) it is given up: marked failed, listed as such by
/// `bistro notify list`, and sent again only when staff requeue it (`bistro notify retry`). So a mail
/// system that is down is not hammered by every cron run, and a message that can never go out stops
/// being tried.
enum DeliveryRetry {
    static let firstDelaySeconds = 60
    static let longestDelaySeconds = 6 * 3600
    static let attemptsBeforeGivingUp = 12

    /// Seconds to wait after the `attempt`-th failed attempt (1-based).
    static func delaySeconds(afterAttempt attempt: Int) -> Int {
        let doublings = max(0, min(attempt - 1, 20))
        return min(firstDelaySeconds << doublings, longestDelaySeconds)
    }

    /// What the `attempt`-th failed attempt, made at `now`, means for the message: its next attempt (on
    /// the restaurant's clock, `timeZone`), or giving up.
    static func outcome(afterAttempt attempt: Int, error: String, now: Timestamp, timeZone: TimeZone)
        -> OrderBookTransaction.DeliveryOutcome
    {
        guard attempt < attemptsBeforeGivingUp else { return .giveUp(error: error) }
        return .retry(
            error: error, nextAttempt: LocalTime(now.adding(seconds: delaySeconds(afterAttempt: attempt)), in: timeZone)
        )
    }
}
