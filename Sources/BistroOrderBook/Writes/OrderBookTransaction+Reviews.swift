import BistroCore
import GRDB

/// An order as rating it needs it: whose, in which status since when, and its lines.
package struct ReviewableOrder: Sendable, Hashable {
    package struct Line: Sendable, Hashable {
        package var number: Int
        package var sku: String
        package var name: String
    }

    package var id: Int64
    package var orderNumber: String
    package var customerID: Int64
    package var customerName: String
    package var status: OrderStatus
    /// When it was picked up (the latest change to `picked_up`); nil before.
    package var receivedAt: LocalTime?
    package var lines: [Line]
}

/// What the owner does with a review (`bistro reviews approve|reject|reply`).
package enum ReviewModeration: Sendable, Hashable {
    case approve
    case reject
    /// The owner's answer, shown under the comment; the review is approved with it.
    case reply(String)
}

extension OrderBookTransaction {
    /// The order of receipt `token`, with what rating it needs; nil when no order has it.
    package func reviewableOrder(receiptToken token: String) throws -> ReviewableOrder? {
        guard
            let order = try OrderRecord.filter(OrderRecord.Columns.receiptToken == token.lowercased()).fetchOne(db),
            let id = order.id
        else { return nil }
        let receivedAt = try LocalTime.fetchOne(
            db,
            sql: "SELECT changed_at FROM status_history WHERE order_id = ? AND status = 'picked_up' "
                + "ORDER BY id DESC LIMIT 1", arguments: [id])
        let lines = try Row.fetchAll(
            db, sql: "SELECT line_number, sku, name FROM order_lines WHERE order_id = ? ORDER BY line_number",
            arguments: [id]
        ).map { ReviewableOrder.Line(number: $0[0], sku: $0[1], name: $0[2]) }
        return ReviewableOrder(
            id: id, orderNumber: order.orderNumber, customerID: order.customerId, customerName: order.customerName,
            status: order.status, receivedAt: receivedAt, lines: lines)
    }

    /// Records `reviews` of one order, each replacing an earlier review of its line (and the owner's reply to
    /// it and decision on it) unless it says the same (a review file decided again after a crash, or sent
    /// twice, changes nothing), and journals the order (its receipt shows them) and each SKU (its pages show the ratings).
    package func save(reviews: [ReviewRecord], customerID: Int64) throws {
        for review in reviews {
            try db.execute(
                sql: """
                    INSERT INTO reviews (order_id, line_number, sku, stars, comment, state, reviewer, reviewed_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (order_id, line_number) DO UPDATE SET stars = excluded.stars,
                        comment = excluded.comment, state = excluded.state, reply = NULL,
                        reviewer = excluded.reviewer, reviewed_at = excluded.reviewed_at
                    WHERE stars != excluded.stars OR comment IS NOT excluded.comment
                    """,
                arguments: [
                    review.orderId, review.lineNumber, review.sku, review.stars, review.comment, review.state,
                    review.reviewer, review.reviewedAt,
                ])
        }
        guard let first = reviews.first else { return }
        try journal(orderID: first.orderId, customerID: customerID, at: first.reviewedAt)
        for sku in Set(reviews.map(\.sku)).sorted() { try journal(sku: sku, at: first.reviewedAt) }
    }

    /// Approves, rejects or answers review `id`; false when there is no such review.
    package func moderate(reviewID id: Int64, _ action: ReviewModeration, at time: LocalTime) throws -> Bool {
        guard var review = try ReviewRecord.fetchOne(db, key: id) else { return false }
        switch action {
        case .approve: review.state = .approved
        case .reject: review.state = .rejected
        case .reply(let text):
            review.state = .approved
            review.reply = text
        }
        try review.update(db)
        try journal(sku: review.sku, at: time)
        return true
    }
}
