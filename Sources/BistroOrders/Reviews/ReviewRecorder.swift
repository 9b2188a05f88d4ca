import BistroCore
import BistroJSON
import BistroOrderBook

/// Records a customer's ratings inside a batch transaction: the receipt token names the order and is the
/// only authorisation; the order must have been picked up, at most `reviews.windowDays` before; each rating
/// names a line of it. A comment is cleaned (`ReviewComment`) and waits for the owner; stars alone count at
/// once unless `reviews.moderateStars`. Rating a line again replaces its review.
struct ReviewRecorder {
    enum Result {
        case recorded(orderNumber: String, ratings: Int, pending: Int)
        case rejected(RejectionList)
    }

    let book: OrderBookTransaction
    let context: OrderContext

    func record(_ request: ReviewRequest) throws -> Result {
        var problems = request.problems
        let settings = context.restaurant.reviews
        func refuse(_ code: RejectionCode, _ message: String) -> Result {
            problems.append(Rejection(code, message, line: request.position?.line, column: request.position?.column))
            return .rejected(problems)
        }
        guard settings.enabled else { return refuse(.reviewsDisabled, "this restaurant does not take ratings") }
        guard problems.rejections.isEmpty else { return .rejected(problems) }
        guard let token = request.receiptToken, let order = try book.reviewableOrder(receiptToken: token) else {
            return refuse(.reviewUnknownOrder, "no order has this receipt")
        }
        switch order.status {
        case .cancelled:
            return refuse(.reviewOrderCancelled, "order \(order.orderNumber) was cancelled: there is nothing to rate")
        case .received, .preparing, .ready:
            return refuse(
                .notReceivedYet, "order \(order.orderNumber) can be rated once it has been picked up")
        case .pickedUp:
            break
        }
        let received = (order.receivedAt ?? context.now).timestamp
        if context.now.timestamp > received.adding(seconds: settings.windowDays * 86_400) {
            return refuse(
                .reviewWindowClosed,
                "order \(order.orderNumber) could be rated for \(settings.windowDays) days after its pickup")
        }
        let lines = Dictionary(order.lines.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
        var records: [ReviewRecord] = []
        let reviewer = ReviewerName.shown(order.customerName)
        for rating in request.ratings {
            guard let line = lines[rating.line] else {
                problems.append(
                    Rejection(
                        .invalidRating, "order \(order.orderNumber) has no line \(rating.line)",
                        line: request.position?.line, column: request.position?.column))
                continue
            }
            let comment = rating.comment.flatMap(ReviewComment.clean)
            let waits = comment != nil || settings.moderateStars
            records.append(
                ReviewRecord(
                    orderId: order.id, lineNumber: line.number, sku: line.sku, stars: rating.stars, comment: comment,
                    state: waits ? .pending : .approved, reviewer: reviewer, reviewedAt: context.now))
        }
        guard problems.rejections.isEmpty else { return .rejected(problems) }
        try book.save(reviews: records, customerID: order.customerID)
        return .recorded(
            orderNumber: order.orderNumber, ratings: records.count, pending: records.count { $0.state == .pending })
    }
}
