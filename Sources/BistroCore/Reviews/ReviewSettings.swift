/// restaurant.json `reviews`: whether customers may rate what they received, for how long, and what waits
/// for the owner. Absent: reviews on with these defaults (docs/reviews.md).
package struct ReviewSettings: Hashable, Sendable {
    /// `reviews.enabled`: false offers no rating on receipts and refuses reviews.
    package var enabled = true
    /// `reviews.windowDays` (1–365): how long after the pickup an order may be rated.
    package var windowDays = 30
    /// `reviews.moderateStars`: stars without a comment wait for the owner too (default: they count at once).
    package var moderateStars = false
    /// `reviews.minimumCount` (1–1000): ratings a dish needs before pages and JSON-LD show its average.
    package var minimumCount = 3
    /// How many approved comments a dish's page shows, the latest first.
    package static let commentsShown = 5

    package init() {}
}
