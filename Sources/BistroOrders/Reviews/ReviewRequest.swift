import BistroCore

/// Ratings a customer sent for the lines of an order, as written: `{"token", "ratings": [{"line", "stars",
/// "comment"?}]}` (the body of `POST /api/reviews`, or a spool file's `"review"` object); its shape
/// checked, its meaning not yet.
package struct ReviewRequest: Sendable, Hashable {
    package struct Rating: Sendable, Hashable {
        /// The order line, 1-based as on the receipt.
        package var line: Int
        package var stars: Int
        /// As written; cleaned when recorded (`ReviewComment`).
        package var comment: String?
    }

    /// The receipt token: the order and its customer in one.
    package var receiptToken: String?
    package var ratings: [Rating] = []
    package var position: OrderRequest.Position?
    /// Shape problems, reported with the review's other findings.
    package var problems = RejectionList()

    package init() {}
}
