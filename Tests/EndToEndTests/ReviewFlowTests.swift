import Foundation
import Testing

/// Ratings (issue 28) with the real binary: review files in the spool, the owner's `bistro reviews`, and
/// `POST /api/reviews` on `bistro serve`.
@Suite struct ReviewFlowTests {
    /// A review file for the order of `token`.
    static func review(_ token: String, _ ratings: String) -> String {
        #"{"review": {"token": "\#(token)", "ratings": [\#(ratings)]}}"#
    }

    static func token(_ bistro: OrderBookRunner, _ order: String) throws -> String {
        (try bistro.json(["receipt", order, "--format", "json"]) as! [String: Any])["receiptToken"] as! String
    }

    static func codes(_ summary: Any) -> [String: [String]] {
        let rejections = (summary as! [String: Any])["rejections"] as! [[String: Any]]
        return Dictionary(uniqueKeysWithValues: rejections.map { ($0["file"] as! String, $0["codes"] as! [String]) })
    }

    @Test func reviewFilesAfterThePickupOnlyAndTheOwnerModerates() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1", extra: #", "tip": {"percent": 10}"#))
        bistro.drop("2.json", orderJSON(id: "web-2", email: "grace@example.com", name: "Grace Hopper"))
        bistro.drop("3.json", orderJSON(id: "web-3", email: "alan@example.com", name: "Alan"))
        try bistro.run(["process"])
        let ada = try Self.token(bistro, "web-1"), grace = try Self.token(bistro, "web-2")
        let alan = try Self.token(bistro, "web-3")
        #expect(try bistro.run(["status", "web-3", "cancelled"]).status == 0)

        // Before the pickup, a cancelled order, a token of no order, a line the order lacks, 6 stars.
        bistro.drop("early.json", Self.review(ada, #"{"line": 1, "stars": 5}"#))
        bistro.drop("cancelled.json", Self.review(alan, #"{"line": 1, "stars": 1}"#))
        bistro.drop("nobody.json", Self.review(String(repeating: "ab", count: 16), #"{"line": 1, "stars": 5}"#))
        for reference in ["web-1", "web-2"] {
            #expect(try bistro.run(["status", reference, "ready"]).status == 0)
        }
        let before = try bistro.json(["process", "--json"])
        #expect(
            Self.codes(before) == [
                "early.json": ["not_received_yet"], "cancelled.json": ["review_order_cancelled"],
                "nobody.json": ["review_unknown_order"],
            ])
        #expect(bistro.files("rejected").contains("early.json.error.json"))

        for reference in ["web-1", "web-2"] {
            #expect(try bistro.run(["status", reference, "picked-up"]).status == 0)
        }
        bistro.drop("bad.json", Self.review(ada, #"{"line": 2, "stars": 5}, {"line": 1, "stars": 6}"#))
        bistro.drop("twice.json", Self.review(ada, #"{"line": 1, "stars": 5}, {"line": 1, "stars": 4}"#))
        // A hostile comment: markup is kept as text (pages escape it), a zero-width space goes, the emoji's
        // joiner stays.
        bistro.drop(
            "ada.json",
            Self.review(
                ada, #"{"line": 1, "stars": 4, "comment": "<script>alert(1)</script>\u200b Tasty 👩‍🍳\r\n\r\n\r\nok"}"#))
        bistro.drop("grace.json", Self.review(grace, #"{"line": 1, "stars": 5}"#))
        let summary = try bistro.json(["process", "--json"]) as! [String: Any]
        #expect(summary["reviews"] as? Int == 2)
        #expect(summary["ratingsPending"] as? Int == 1)
        let refused = Self.codes(summary)
        #expect(refused == ["bad.json": ["invalid_rating"], "twice.json": ["invalid_rating"]])
        #expect(bistro.files("accepted").contains("ada.json"))

        let listed = try bistro.json(["reviews", "--db", bistro.db, "--json"], storeOptions: false) as! [[String: Any]]
        #expect(listed.count == 2)
        let adaReview = try #require(listed.first { $0["orderNumber"] as? String == "RC-20261122-0001" })
        #expect(adaReview["reviewer"] as? String == "Ada L.")
        #expect(adaReview["state"] as? String == "pending")
        #expect(adaReview["comment"] as? String == "<script>alert(1)</script> Tasty 👩‍🍳\n\nok")
        let graceReview = listed.first { $0["orderNumber"] as? String == "RC-20261122-0002" }
        #expect(graceReview?["state"] as? String == "approved")
        let id = String(try #require(adaReview["id"] as? Int))
        let pending = try bistro.run(["reviews", "--pending", "--db", bistro.db], storeOptions: false).stdout
        #expect(pending.hasPrefix("#\(id) ★★★★☆ Royal Burger (RC-BURG-01), RC-20261122-0001, Ada L., pending\n"))
        let reply = try bistro.run(["reviews", "reply", id, "Thank you!", "--db", bistro.db], storeOptions: false)
        #expect(reply.stdout == "Answered #\(id)\n")
        let missing = try bistro.run(["reviews", "approve", "999", "--db", bistro.db], storeOptions: false)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no review #999"))
        #expect(
            try bistro.run(["reviews", "--pending", "--db", bistro.db], storeOptions: false).stdout
                == "No ratings wait for you.\n")

        // The owner's report: the ratings given this period per dish and month, the lowest rated.
        bistro.drop("grace-again.json", Self.review(grace, #"{"line": 1, "stars": 3, "comment": "cold"}"#))
        try bistro.run(["process"])
        let report =
            try bistro.json(["report", "--since", "2026-11-01", "--until", "2026-11-30", "--format", "json"])
            as! [String: Any]
        let ratings = try #require(report["ratings"] as? [[String: Any]])
        #expect(ratings.count == 1)
        #expect(ratings.first?["sku"] as? String == "RC-BURG-01")
        #expect(ratings.first?["average"] as? String == "4.0")
        #expect(ratings.first?["stars"] as? [Int] == [0, 0, 0, 1, 0])
        #expect((ratings.first?["months"] as? [[String: Any]])?.first?["month"] as? String == "2026-11")
        #expect(report["lowestRated"] as? [String] == ["RC-BURG-01"])
        #expect(report["ratingsWaiting"] as? Int == 1)
        let text = try bistro.run(["report", "--since", "2026-11-01", "--until", "2026-11-30"]).stdout
        #expect(
            text.contains("Ratings waiting for you\n=======================\n1 rating waits (bistro reviews --pending)")
        )
        #expect(text.contains("RC-BURG-01  Royal Burger        1      4.0  2026-11 4.0\n"))

        // A later rating of the same line replaces it (and the reply to the old one).
        bistro.drop("again.json", Self.review(ada, #"{"line": 1, "stars": 2}"#))
        try bistro.run(["process"])
        let after = try bistro.json(["reviews", "--db", bistro.db, "--json"], storeOptions: false) as! [[String: Any]]
        let replaced = try #require(after.first { $0["orderNumber"] as? String == "RC-20261122-0001" })
        #expect(replaced["stars"] as? Int == 2)
        #expect(replaced["reply"] == nil || replaced["reply"] is NSNull)
        #expect(replaced["state"] as? String == "approved")

        // 31 days after the pickup the window (30 days) is closed.
        bistro.now = "2026-12-23T17:00:00-05:00"
        bistro.drop("late.json", Self.review(grace, #"{"line": 1, "stars": 3}"#))
        #expect(Self.codes(try bistro.json(["process", "--json"])) == ["late.json": ["review_window_closed"]])
    }

    @Test func aRestaurantWithoutReviewsRefusesThemAndInvitesNone() throws {
        let bistro = try OrderBookRunner()
        let content = BistroRunner.temporaryFolder().appendingPathComponent("Content")
        try FileManager.default.copyItem(atPath: OrderBookRunner.content, toPath: content.path)
        let restaurant = content.appendingPathComponent("restaurant.json")
        let text = try String(contentsOf: restaurant, encoding: .utf8)
        try text.replacingOccurrences(of: #""orders": {"#, with: #""reviews": {"enabled": false}, "orders": {"#)
            .write(to: restaurant, atomically: true, encoding: .utf8)
        bistro.content = content.path
        bistro.drop("1.json", orderJSON(id: "web-1"))
        try bistro.run(["process"])
        try bistro.run(["status", "web-1", "ready"])
        try bistro.run(["status", "web-1", "picked-up"])
        bistro.drop("r.json", Self.review(try Self.token(bistro, "web-1"), #"{"line": 1, "stars": 5}"#))
        #expect(Self.codes(try bistro.json(["process", "--json"])) == ["r.json": ["reviews_disabled"]])
        let thanks = try #require(try bistro.mail().first { $0.event == "picked_up" })
        #expect(!thanks.body.contains("rate"))
    }

    @Test func thePickedUpMailInvitesTheRating() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        try bistro.run(["process"])
        try bistro.run(["status", "web-1", "ready"])
        try bistro.run(["status", "web-1", "picked-up"])
        let thanks = try #require(try bistro.mail().first { $0.event == "picked_up" })
        #expect(thanks.body.contains("How was it? You can rate each dish"))
        #expect(thanks.body.contains("#rate"))
    }
}
