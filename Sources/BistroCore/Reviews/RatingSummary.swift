/// What the ratings of one dish add up to: how many, their sum, and how many of each star.
package struct RatingSummary: Hashable, Sendable {
    /// Ratings with 1, 2, 3, 4 and 5 stars.
    package var distribution: [Int] = [0, 0, 0, 0, 0]

    package init(distribution: [Int] = [0, 0, 0, 0, 0]) {
        self.distribution = distribution
    }

    package var count: Int { distribution.reduce(0, +) }
    package var starsTotal: Int { distribution.enumerated().reduce(0) { $0 + ($1.offset + 1) * $1.element } }

    package mutating func add(stars: Int, count: Int = 1) {
        guard (1...5).contains(stars) else { return }
        distribution[stars - 1] += count
    }

    /// The average in tenths of a star, rounded half up (43 for 4.3); nil without ratings.
    package var averageTenths: Int? {
        let count = self.count
        guard count > 0 else { return nil }
        return (starsTotal * 20 + count) / (2 * count)
    }

    /// The average with one decimal, with the locale's decimal separator ("4.3", "4,3").
    package func averageText(decimalSeparator: String = ".") -> String? {
        averageTenths.map { "\($0 / 10)\(decimalSeparator)\($0 % 10)" }
    }
}
