import Foundation
import GRDB
import Testing

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders

/// Reviews in the order book (issue 28): what counts and waits, and a dish with 10,000 ratings.
@Suite struct ReviewBookTests {
    /// One accepted order of `w`, picked up at `Demo.now`; its receipt token.
    private func pickedUpOrder(_ w: Workspace) async throws -> String {
        w.drop("a.json", order(orderId: "a"))
        _ = try await w.run()
        let intake = OrderIntake(store: w.store, composer: nil)
        let now = LocalTime(Demo.now, in: Demo.context().timeZone)
        for status in [OrderStatus.ready, .pickedUp] {
            _ = try intake.changeStatus(reference: "a", to: status, reason: nil, at: now)
        }
        return try w.store.read { try String.fetchOne($0, sql: "SELECT receipt_token FROM orders")! }
    }

    private func review(_ token: String, _ ratings: String) -> OrderCommand {
        let bytes = Array(#"{"token": "\#(token)", "ratings": [\#(ratings)]}"#.utf8)
        return OrderCommand.review(bytes)
    }

    @Test func starsAloneCountAtOnceUnlessTheOwnerModeratesStarsToo() async throws {
        let w = try Workspace()
        let token = try await pickedUpOrder(w)
        let intake = OrderIntake(store: w.store, composer: nil)
        var context = Demo.context()
        let counted = try intake.record([review(token, #"{"line": 1, "stars": 4}"#)], context: context)
        #expect(counted.outcomes == [.reviewed(orderNumber: "RC-20261122-0001", ratings: 1, pending: 0)])
        context.restaurant.reviews.moderateStars = true
        let waiting = try intake.record([review(token, #"{"line": 1, "stars": 5}"#)], context: context)
        #expect(waiting.outcomes == [.reviewed(orderNumber: "RC-20261122-0001", ratings: 1, pending: 1)])
        // The waiting rating replaced the counted one: nothing counts until the owner approves it.
        let reader = try OrderBookReader(path: w.store.path)
        #expect(try reader.dishReviews()["RC-BURG-01"] == nil)
        let id = try w.store.read { try Int64.fetchOne($0, sql: "SELECT id FROM reviews")! }
        let now = LocalTime(Demo.now, in: context.timeZone)
        #expect(try w.store.write { try $0.moderate(reviewID: id, .approve, at: now) })
        #expect(try reader.dishReviews()["RC-BURG-01"]?.summary.distribution == [0, 0, 0, 0, 1])
        // The same review again (a file decided again after a crash) leaves the owner's decision alone.
        _ = try intake.record([review(token, #"{"line": 1, "stars": 5}"#)], context: context)
        #expect(try reader.dishReviews()["RC-BURG-01"]?.summary.distribution == [0, 0, 0, 0, 1])
        // A rejected rating counts nowhere any more (the triggers' `dish_ratings` follow every change).
        #expect(try w.store.write { try $0.moderate(reviewID: id, .reject, at: now) })
        #expect(try reader.dishReviews()["RC-BURG-01"] == nil)
    }

    @Test func tenThousandRatingsOfOneDishShowTheLatestFiveComments() async throws {
        let w = try Workspace()
        _ = try await pickedUpOrder(w)
        let count = 10_000
        let zone = Demo.context().timeZone
        try w.store.write { book in
            let orderID = try Int64.fetchOne(book.db, sql: "SELECT id FROM orders")!
            let customerID = try Int64.fetchOne(book.db, sql: "SELECT customer_id FROM orders")!
            for line in 2...count {
                try book.db.execute(
                    sql: """
                        INSERT INTO order_lines (order_id, line_number, sku, name, kind, category_id, quantity,
                            unit_price_cents, line_total_cents) VALUES (?, ?, 'RC-BURG-01', 'Royal Burger', 'item',
                            'burgers', 1, 1500, 1500)
                        """, arguments: [orderID, line])
            }
            let reviews = (1...count).map { line in
                ReviewRecord(
                    orderId: orderID, lineNumber: line, sku: "RC-BURG-01", stars: 1 + line % 5,
                    comment: "comment \(line)", state: .approved, reviewer: "Ada L.",
                    reviewedAt: LocalTime(Demo.now.adding(seconds: 60 * line), in: zone))
            }
            try book.save(reviews: reviews, customerID: customerID)
        }
        let dish = try #require(try OrderBookReader(path: w.store.path).dishReviews()["RC-BURG-01"])
        #expect(dish.summary.count == count)
        #expect(dish.summary.distribution == [2_000, 2_000, 2_000, 2_000, 2_000])
        #expect(dish.latest.map(\.text) == (0..<5).map { "comment \(count - $0)" })
    }
}
