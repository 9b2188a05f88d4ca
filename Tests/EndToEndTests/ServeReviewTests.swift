import Foundation
import Testing

/// `POST /api/reviews` on `bistro serve` (issue 28): the receipt token is the only authorisation; the answer
/// names no comment back.
@Suite struct ServeReviewTests {
    @Test func ratingsAfterThePickupWithPlainAnswers() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }
        let placed = try shop.post(OrderServer.order("web-r1"))
        let token = try #require((placed.json["receiptURL"] as? String)?.split(separator: "/").last.map(String.init))
        let body = #"{"token": "\#(token)", "ratings": [{"line": 1, "stars": 5, "comment": "<b>secret words</b>"}]}"#

        let early = try shop.post(body, to: "/api/reviews")
        #expect(early.status == 409, "\(early.body)")
        #expect(early.json["code"] as? String == "not_received_yet")
        #expect(!early.body.contains("secret words"))

        #expect(try shop.runner.run(["status", token, "ready"]).status == 0)
        #expect(try shop.runner.run(["status", token, "picked-up"]).status == 0)
        let rated = try shop.post(body, to: "/api/reviews")
        #expect(rated.status == 200, "\(rated.body)")
        #expect(rated.json["status"] as? String == "recorded")
        #expect(rated.json["ratings"] as? Int == 1)
        #expect(rated.json["pending"] as? Int == 1)
        #expect(!rated.body.contains("secret words"))

        let unknown = try shop.post(
            #"{"token": "0123456789abcdef0123456789abcdef", "ratings": [{"line": 1, "stars": 5}]}"#, to: "/api/reviews")
        #expect(unknown.status == 404)
        #expect(unknown.json["code"] as? String == "review_unknown_order")
        let bad = try shop.post(#"{"token": "\#(token)", "ratings": [{"line": 1, "stars": 0}]}"#, to: "/api/reviews")
        #expect(bad.status == 422)
        let codes = (bad.json["rejections"] as? [[String: Any]])?.compactMap { $0["code"] as? String }
        #expect(codes == ["invalid_rating"])
        // An order posted to the review endpoint is not a review, and a review is not an order.
        let order = try shop.post(OrderServer.order("web-r2"), to: "/api/reviews")
        #expect(order.status == 422)
        let review = try shop.post(#"{"review": {"token": "\#(token)", "ratings": []}}"#, to: "/api/orders")
        #expect(review.status == 422)
        #expect(review.json["code"] as? String == "not_an_order")
    }
}

extension ServeReviewTests {
    /// A burst of reviews from one client meets the endpoints' rate limit like orders do.
    @Test func aBurstOfReviewsFromOneClientIsLimited() throws {
        let shop = try OrderServer(extra: ["--rate-limit", "5"])
        defer { shop.server.stop() }
        let body = #"{"token": "0123456789abcdef0123456789abcdef", "ratings": [{"line": 1, "stars": 5}]}"#
        let statuses = try (0..<8).map { _ in try shop.post(body, to: "/api/reviews").status }
        #expect(statuses.prefix(5).allSatisfy { $0 == 404 }, "\(statuses)")
        #expect(statuses.suffix(3).allSatisfy { $0 == 429 }, "\(statuses)")
    }
}
