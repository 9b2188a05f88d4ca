import Foundation
import Testing

@testable import BistroContent
@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroSite

/// Issue 28, the site's part: approved ratings reach the item and kit pages, the menu's entries and the
/// JSON-LD once a dish has `reviews.minimumCount` of them; comments are escaped and bounded; the receipt of
/// a picked-up order offers the rating form.
@Suite struct RatingPagesTests {
    typealias Restaurant = SitePublisherTests.Restaurant
    static let burger = SitePublisherTests.burger
    static let kit = "kits/rc-kit-01/index.html"

    /// Sets `reviews` in the copied restaurant.json.
    static func setReviews(_ restaurant: Restaurant, _ reviews: [String: Any]) throws {
        let file = restaurant.content.appendingPathComponent("restaurant.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        json["reviews"] = reviews
        try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted]).write(to: file)
    }

    /// Records `stars` for lines of order `orderID` (of the one customer) of `sku`, one line each from `firstLine` on, approved,
    /// each with `comment` when given, as the order core records and the owner approves them.
    static func review(
        _ restaurant: Restaurant, orderID: Int64, sku: String = "RC-BURG-01", stars: [Int], firstLine: Int = 1,
        comment: String? = nil, reply: String? = nil, state: ReviewRecord.State = .approved,
        at timestamp: Timestamp = Restaurant.noon
    ) throws {
        let time = LocalTime(timestamp, in: Restaurant.zone)
        try restaurant.store.write { book in
            let records = stars.enumerated().map { index, stars in
                ReviewRecord(
                    orderId: orderID, lineNumber: firstLine + index, sku: sku, stars: stars, comment: comment,
                    state: state, reviewer: "Ada L.", reviewedAt: time)
            }
            try book.save(reviews: records, customerID: 1)
            if let reply, let id = try Int64.fetchOne(book.db, sql: "SELECT max(id) FROM reviews") {
                _ = try book.moderate(reviewID: id, .reply(reply), at: time)
            }
        }
    }

    static func jsonLD(_ html: String) -> String {
        guard let start = html.range(of: #"<script type="application/ld+json">"#),
            let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
        else { return "" }
        return String(html[start.upperBound..<end.lowerBound])
    }

    @Test func pagesShowRatingsFromTheMinimumCountOn() throws {
        let restaurant = try Restaurant()
        defer { restaurant.remove() }
        for number in 1...3 { try restaurant.order(number, email: "ada@example.com", at: Restaurant.noon) }
        let publisher = restaurant.publisher()
        try Self.review(restaurant, orderID: 1, stars: [5])
        try Self.review(restaurant, orderID: 2, stars: [4], comment: "Juicy.\nGreat bun.", reply: "Thank you, Ada!")
        // A comment waiting for the owner counts for nothing.
        try Self.review(restaurant, orderID: 3, stars: [1], comment: "Cold.", state: .pending)
        try publisher.publish(now: Restaurant.noon)
        var item = restaurant.page(Self.burger)
        #expect(!item.contains(#"id="ratings""#), "2 approved ratings, 3 needed")
        #expect(!Self.jsonLD(item).contains("aggregateRating"))
        #expect(restaurant.page("order/index.html").contains(#"data-sku="RC-BURG-01""#))
        #expect(!restaurant.page("order/index.html").contains(#"data-rating-tenths="4"#))

        // The third approved rating: the next publish renders what shows the burger.
        try Self.review(restaurant, orderID: 3, stars: [4], firstLine: 2)
        let report = try publisher.publish(now: Restaurant.noon)
        #expect(report.catalogueRendered > 0)
        item = restaurant.page(Self.burger)
        #expect(item.contains(#"<strong>4.3 <span aria-hidden="true">★</span></strong>"#))
        #expect(item.contains("from 3 ratings"))
        #expect(item.contains(#"<th scope="row">5 stars</th><td><meter min="0" max="100" value="33""#))
        #expect(item.contains(#"<th scope="row">4 stars</th><td><meter min="0" max="100" value="67""#))
        #expect(item.contains(#"<td class="num">2</td>"#))
        #expect(
            item.contains(#"<p class="review-text">Juicy.&#10;Great bun.</p>"#) || item.contains("Juicy.\nGreat bun."))
        #expect(item.contains("Thank you, Ada!"))
        #expect(item.contains(#"<span class="reviewer">Ada L.</span>"#))
        #expect(item.contains(#"<time datetime="2026-11-22">November 22, 2026</time>"#))
        #expect(!item.contains("Cold."), "a pending comment is not shown")
        let data = try #require(Self.jsonLD(item).data(using: .utf8))
        let product = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let aggregate = try #require(product["aggregateRating"] as? [String: Any])
        #expect(aggregate["ratingValue"] as? String == "4.3")
        #expect(aggregate["ratingCount"] as? Int == 3)
        #expect(aggregate["bestRating"] as? Int == 5 && aggregate["worstRating"] as? Int == 1)
        let reviews = try #require(product["review"] as? [[String: Any]])
        #expect(reviews.count == 1)
        #expect((reviews.first?["author"] as? [String: Any])?["name"] as? String == "Ada L.")
        #expect(reviews.first?["datePublished"] as? String == "2026-11-22")
        for page in ["menu/index.html", "order/index.html", "menu/burgers-n-wraps/index.html"] {
            let html = restaurant.page(page)
            #expect(html.contains(#"<span aria-hidden="true">★ 4.3 (3)</span>"#), "\(page)")
            #expect(html.contains(#"data-rating-tenths="43""#), "\(page)")
        }
        // The other dishes have no rating: their entries say so with an empty value.
        #expect(restaurant.page("order/index.html").contains(#"data-rating-tenths="">"#))

        let fresh = restaurant.root.appendingPathComponent("Fresh")
        _ = try restaurant.build(output: fresh, now: Restaurant.noon)
        #expect(Restaurant.files(fresh) == Restaurant.files(restaurant.site), "the same site as a full build")
    }

    @Test func aLowerMinimumShowsFewerRatingsAndTheLocalesSeparator() throws {
        let restaurant = try Restaurant()
        defer { restaurant.remove() }
        try Self.setReviews(restaurant, ["minimumCount": 1])
        try restaurant.order(1, email: "ada@example.com", at: Restaurant.noon)
        try Self.review(restaurant, orderID: 1, stars: [5])
        try Self.review(restaurant, orderID: 1, sku: "RC-KIT-01", stars: [4, 5], firstLine: 2)
        try restaurant.publisher().publish(now: Restaurant.noon)
        #expect(restaurant.page(Self.burger).contains("from 1 rating<"))
        let kit = restaurant.page(Self.kit)
        #expect(kit.contains(#"<strong>4.5 <span aria-hidden="true">★</span></strong>"#))
        #expect(Self.jsonLD(kit).contains(#""aggregateRating""#))
        #expect(restaurant.page("kits/index.html").contains(#"data-rating-tenths="45""#))
    }

    @Test func reviewsTurnedOffShowNoRatingAndNoForm() throws {
        let restaurant = try Restaurant()
        defer { restaurant.remove() }
        try Self.setReviews(restaurant, ["enabled": false, "minimumCount": 1])
        try restaurant.order(1, email: "ada@example.com", at: Restaurant.noon)
        try Self.review(restaurant, orderID: 1, stars: [5])
        try restaurant.publisher().publish(now: Restaurant.noon)
        #expect(!restaurant.page(Self.burger).contains(#"id="ratings""#))
        #expect(!restaurant.page("order/index.html").contains(#"id="menu-rating""#))
    }

    @Test func hostileCommentsAreTextNeverMarkup() throws {
        let restaurant = try Restaurant()
        defer { restaurant.remove() }
        try Self.setReviews(restaurant, ["minimumCount": 1])
        try restaurant.order(1, email: "ada@example.com", at: Restaurant.noon)
        let hostile = #"<script>alert("x")</script> & <a href="https://evil.example/">win</a> "quoted""#
        try Self.review(restaurant, orderID: 1, stars: [1], comment: hostile, reply: "<b>Sorry</b> & thanks")
        try restaurant.publisher().publish(now: Restaurant.noon)
        let page = restaurant.page(Self.burger)
        let jsonLD = Self.jsonLD(page)
        let item = page.replacingOccurrences(of: jsonLD, with: "")
        #expect(item.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;a href="))
        #expect(item.contains("&lt;b&gt;Sorry&lt;/b&gt; &amp; thanks"))
        #expect(!item.contains("<script>alert"))
        #expect(!item.contains(#"<a href="https://evil.example/""#))
        #expect(!item.contains("<b>Sorry"))
        // The JSON-LD keeps the text, and no text in it can end its script element or open a comment.
        #expect(!jsonLD.contains("</") && !jsonLD.contains("<!"))
        let data = try #require(jsonLD.data(using: .utf8))
        let product = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((product["review"] as? [[String: Any]])?.first?["reviewBody"] as? String == hostile)
    }

    @Test func tenThousandReviewsOfOneDishShowTheLatestFive() throws {
        let restaurant = try Restaurant()
        defer { restaurant.remove() }
        try restaurant.order(1, email: "ada@example.com", at: Restaurant.noon)
        try Self.review(restaurant, orderID: 1, stars: Array(repeating: 4, count: 9_990), comment: "Fine.")
        for line in 1...10 {
            try Self.review(
                restaurant, orderID: 1, stars: [5], firstLine: 9_990 + line, comment: "Latest \(line).",
                at: Restaurant.noon.adding(seconds: 60 * line))
        }
        try restaurant.publisher().publish(now: Restaurant.noon.adding(seconds: 3600))
        let item = restaurant.page(Self.burger)
        #expect(item.contains("from 10000 ratings"))
        #expect(item.components(separatedBy: #"<li class="review">"#).count - 1 == 5)
        #expect(item.contains("Latest 10.") && item.contains("Latest 6.") && !item.contains("Latest 5."))
        #expect(!item.contains("Fine."))
        #expect(item.utf8.count < 40_000)
        let data = try #require(Self.jsonLD(item).data(using: .utf8))
        let product = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((product["review"] as? [Any])?.count == 5)
    }

    @Test func aPickedUpReceiptOffersTheRatingForm() throws {
        let restaurant = try Restaurant()
        defer { restaurant.remove() }
        try restaurant.order(1, email: "ada@example.com", at: Restaurant.noon)
        let publisher = restaurant.publisher()
        try publisher.publish(now: Restaurant.noon)
        let token = try restaurant.store.write { book in
            try String.fetchOne(book.db, sql: "SELECT receipt_token FROM orders WHERE id = 1") ?? ""
        }
        let receipt = "receipts/\(token)/index.html"
        #expect(!restaurant.page(receipt).contains(#"id="rate""#), "received, not picked up")
        try restaurant.store.write { book in
            try book.db.execute(sql: "UPDATE orders SET status = 'picked_up' WHERE id = 1")
            try book.journal(orderID: 1, customerID: 1, at: LocalTime(Restaurant.noon, in: Restaurant.zone))
        }
        try publisher.publish(now: Restaurant.noon)
        let html = restaurant.page(receipt)
        #expect(html.contains(#"<section id="rate" class="rate no-print" aria-labelledby="rate-heading">"#))
        #expect(html.contains(#"<form id="review-form" data-endpoint="/api/reviews" novalidate hidden>"#))
        #expect(html.contains(#"<fieldset class="rate-line" data-line="1">"#))
        #expect(html.contains("<legend>Royal Burger</legend>"))
        #expect(html.contains(#"<input type="radio" name="stars-1" value="5"> 5 stars</label>"#))
        #expect(html.contains(#"<input type="radio" name="stars-1" value="1"> 1 star</label>"#))
        #expect(html.contains(#"<textarea id="comment-1" name="comment-1" rows="3" maxlength="1000"></textarea>"#))
        #expect(html.contains("<noscript><p class=\"notice\">Rating needs JavaScript"))
        #expect(html.contains(#"<script type="module" src="/assets/review-form.js"></script>"#))
        #expect(html.contains(#"<meta name="robots" content="noindex">"#))
    }
}
