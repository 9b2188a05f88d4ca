extension OwnerReport {
    /// A dish's approved ratings given in the period (issue 28): overall, and per calendar month.
    package struct DishRating: Hashable, Sendable {
        package struct Month: Hashable, Sendable {
            /// "2026-11".
            package var month: String
            package var summary: RatingSummary

            package init(month: String, summary: RatingSummary) {
                self.month = month
                self.summary = summary
            }
        }

        package var sku: String
        package var name: String
        package var summary: RatingSummary
        /// Oldest first.
        package var months: [Month]

        package init(sku: String, name: String, summary: RatingSummary, months: [Month]) {
            self.sku = sku
            self.name = name
            self.summary = summary
            self.months = months
        }
    }

    /// How many dishes "lowest rated" lists.
    package static let lowestRatedCount = 5

    /// The rated dishes with the lowest averages, lowest first (more ratings first among equals, then SKU).
    package var lowestRated: [DishRating] {
        Array(
            ratings.sorted {
                ($0.summary.averageTenths ?? 0, -$0.summary.count, $0.sku)
                    < ($1.summary.averageTenths ?? 0, -$1.summary.count, $1.sku)
            }.prefix(Self.lowestRatedCount))
    }
}
