import BistroCore

/// What a dish's pages show of its approved ratings: the summary and the latest comments with the owner's
/// replies (at most `ReviewSettings.commentsShown`, however many there are).
package struct DishReviews: Sendable, Hashable {
    package struct Comment: Sendable, Hashable {
        package var reviewer: String
        package var stars: Int
        package var text: String
        package var reply: String?
        package var reviewedAt: LocalTime
    }

    package var summary = RatingSummary()
    package var latest: [Comment] = []

    package init() {}
}

/// One review as the owner lists it (`bistro reviews`).
package struct ReviewListing: Sendable, Hashable {
    package var id: Int64
    package var orderNumber: String
    package var sku: String
    package var dish: String
    package var stars: Int
    package var comment: String?
    package var state: ReviewRecord.State
    package var reply: String?
    package var reviewer: String
    package var reviewedAt: LocalTime
}
