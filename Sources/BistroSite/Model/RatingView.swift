import BistroCore
import BistroOrderBook
import BistroTemplates
import Foundation
import Mustache

/// A dish's approved ratings as templates see them (`item.rating`, `kit.rating`), made only for a dish with
/// at least `reviews.minimumCount` of them: the average with one decimal in the locale ("4,3" in fr_CA),
/// the count, one bar per number of stars (5 first) and the latest approved comments with the owner's
/// replies. Comments and replies are customers' and owners' plain text: templates show them with `{{…}}`.
/// Keys differ from those of the item around them (`ratingCount`, `commentText`, `ownerReply`), so a
/// missing value never falls through to the item's.
final class RatingView: Sendable, MustacheParent {
    /// How many ratings gave `stars` stars, and their share of all (0–100, rounded).
    struct Bar: Sendable, MustacheParent {
        var stars: Int
        var count: Int
        var percent: Int

        static let templateNames = TemplateNameTree(["barStars", "barLabel", "barCount", "barPercent"])

        func child(named key: String) -> Any? {
            switch key {
            case "barStars": stars
            case "barLabel": RatingView.starsLabel(stars)
            case "barCount": count
            case "barPercent": percent
            default: nil
            }
        }
    }

    /// One approved comment: "Ada L.", the stars, the day in the locale, the text and the owner's reply.
    struct Comment: Sendable, MustacheParent {
        var reviewer: String
        var stars: Int
        var text: String
        var reply: String?
        var dayText: String
        var dayISO: String

        static let templateNames = TemplateNameTree([
            "reviewer", "commentStars", "commentStarsLabel", "commentStarsText", "commentText", "ownerReply",
            "reviewedText", "reviewedISO",
        ])

        func child(named key: String) -> Any? {
            switch key {
            case "reviewer": reviewer
            case "commentStars": stars
            case "commentStarsLabel": RatingView.starsLabel(stars)
            case "commentStarsText": RatingView.starGlyphs(stars)
            case "commentText": text
            case "ownerReply": reply
            case "reviewedText": dayText
            case "reviewedISO": dayISO
            default: nil
            }
        }
    }

    /// "4.3", with the locale's decimal separator.
    let average: String
    /// 43 for 4.3: what the order page filters and sorts by.
    let averageTenths: Int
    let count: Int
    let bars: [Bar]
    let comments: [Comment]

    init(_ reviews: DishReviews, decimalSeparator: String, days: DayText) {
        let summary = reviews.summary
        average = summary.averageText(decimalSeparator: decimalSeparator) ?? ""
        averageTenths = summary.averageTenths ?? 0
        count = summary.count
        let total = max(summary.count, 1)
        bars = (1...5).reversed().map { stars in
            let count = summary.distribution[stars - 1]
            return Bar(stars: stars, count: count, percent: (count * 200 + total) / (2 * total))
        }
        comments = reviews.latest.map {
            Comment(
                reviewer: $0.reviewer, stars: $0.stars, text: $0.text, reply: $0.reply,
                dayText: days.long($0.reviewedAt.day), dayISO: $0.reviewedAt.day.description)
        }
    }

    /// "1 star", "5 stars".
    static func starsLabel(_ stars: Int) -> String { stars == 1 ? "1 star" : "\(stars) stars" }

    /// "★★★★☆" for 4: what sighted readers see (templates hide it from screen readers and give the label).
    static func starGlyphs(_ stars: Int) -> String {
        let filled = min(max(stars, 0), 5)
        return String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
    }

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(
        ["average", "averageTenths", "ratingCount", "ratingCountText", "hasComments"],
        ["bars": Bar.templateNames, "comments": Comment.templateNames])

    func child(named key: String) -> Any? {
        switch key {
        case "average": average
        case "averageTenths": averageTenths
        case "ratingCount": count
        case "ratingCountText": count == 1 ? "1 rating" : "\(count) ratings"
        case "bars": bars
        case "comments": comments
        case "hasComments": !comments.isEmpty
        default: nil
        }
    }
}
