import BistroJSON
import BistroOrders
import Hummingbird

/// How `POST /api/reviews` (`{"token", "ratings": [{"line", "stars", "comment"?}]}`) answers (docs/serve.md):
/// 200 with how many ratings were recorded and how many wait for the owner; 404 for a token of no order (or
/// reviews turned off); 409 `not_received_yet` before the pickup, `review_order_cancelled` for a cancelled
/// order; 410 `review_window_closed` after `reviews.windowDays`; 422 with every reason for a bad body.
/// No answer repeats a comment.
enum ReviewAnswer {
    static func response(_ answer: OrderService.Answer, body: [UInt8]) -> Response {
        switch answer {
        case .success(.reviewed(let number, let ratings, let pending)):
            return APIResponse.json(
                .ok,
                .object([
                    ("status", "recorded"), ("orderNumber", .string(number)), ("ratings", .int(ratings)),
                    ("pending", .int(pending)),
                ]))
        case .success(.rejected(let reasons)):
            let codes = Set(reasons.map(\.code))
            for (code, status) in [
                (RejectionCode.reviewUnknownOrder, HTTPResponse.Status.notFound), (.reviewsDisabled, .notFound),
                (.notReceivedYet, .conflict), (.reviewOrderCancelled, .conflict), (.reviewWindowClosed, .gone),
            ] where codes.contains(code) {
                let message = reasons.first { $0.code == code }?.message ?? ""
                return APIResponse.error(status, code: code.rawValue, message)
            }
            return OrderAnswer.rejected(reasons, conflict: false, body: body)
        case .success:
            return APIResponse.error(
                .unprocessableContent, code: "not_a_review",
                "a review is {\"token\", \"ratings\": [{\"line\", \"stars\", \"comment\"}]}")
        case .failure:
            return OrderAnswer.response(answer, body: body)
        }
    }
}
