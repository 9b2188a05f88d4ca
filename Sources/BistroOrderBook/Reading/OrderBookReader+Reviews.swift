import BistroCore
import GRDB

extension OrderBookReader {
    /// The approved ratings of every rated SKU, each with its latest approved comments.
    package func dishReviews() throws(OrderStoreError) -> [String: DishReviews] {
        try read { db in try Self.dishReviews(db) }
    }

    static func dishReviews(_ db: Database) throws -> [String: DishReviews] {
        var result: [String: DishReviews] = [:]
        // Per SKU and star, as the writer's triggers keep them (`dish_ratings`): the SKUs × 5, whatever the
        // book holds.
        let counts = try Row.fetchCursor(db, sql: "SELECT sku, stars, ratings FROM dish_ratings WHERE ratings > 0")
        while let row = try counts.next() {
            result[row[0], default: DishReviews()].summary.add(stars: row[1], count: row[2])
        }
        // The latest approved comments of each rated SKU: `commentsShown` entries of `reviews_shown` per SKU.
        let comments = try Row.fetchCursor(
            db,
            sql: """
                SELECT r.sku, r.reviewer, r.stars, r.comment, r.reply, r.reviewed_at
                FROM (SELECT DISTINCT sku FROM dish_ratings WHERE ratings > 0) AS d
                JOIN reviews AS r ON r.id IN (
                    SELECT id FROM reviews WHERE sku = d.sku AND state = 'approved' AND comment IS NOT NULL
                    ORDER BY reviewed_at DESC, id DESC LIMIT ?)
                ORDER BY r.sku, r.reviewed_at DESC, r.id DESC
                """, arguments: [ReviewSettings.commentsShown])
        while let row = try comments.next() {
            guard let time = LocalTime.fromDatabaseValue(row[5]) else { continue }
            result[row[0], default: DishReviews()].latest.append(
                .init(reviewer: row[1], stars: row[2], text: row[3], reply: row[4], reviewedAt: time))
        }
        return result
    }

    /// Reviews newest first, only those waiting for the owner when `pendingOnly`; at most `limit`.
    package func reviews(pendingOnly: Bool, limit: Int) throws(OrderStoreError) -> [ReviewListing] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT r.id, o.order_number, r.sku, l.name, r.stars, r.comment, r.state, r.reply, r.reviewer,
                        r.reviewed_at
                    FROM reviews r JOIN orders o ON o.id = r.order_id
                    JOIN order_lines l ON l.order_id = r.order_id AND l.line_number = r.line_number
                    WHERE ? = 0 OR r.state = 'pending' ORDER BY r.id DESC LIMIT ?
                    """, arguments: [pendingOnly, limit]
            ).compactMap { row in
                guard let state = ReviewRecord.State(rawValue: row[6]), let time = LocalTime.fromDatabaseValue(row[9])
                else { return nil }
                return ReviewListing(
                    id: row[0], orderNumber: row[1], sku: row[2], dish: row[3], stars: row[4], comment: row[5],
                    state: state, reply: row[7], reviewer: row[8], reviewedAt: time)
            }
        }
    }
}
