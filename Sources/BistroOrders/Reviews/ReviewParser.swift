import BistroCore
import BistroJSON

/// Reads a review object: the token, and one to `maximumRatings` ratings of distinct lines, each with
/// whole stars from 1 to 5 and a comment of at most `ReviewComment.maximumLength` characters. A comment is
/// never repeated in a reason (a stranger's text is not echoed).
enum ReviewParser {
    static let keys = ["token", "ratings"]
    static let ratingKeys = ["line", "stars", "comment"]
    /// More lines than any order has (`OrderValidator` allows 100 lines).
    static let maximumRatings = 100

    static func read(_ node: JSONNode, reader: ShapeReader) -> ReviewRequest {
        var request = ReviewRequest()
        request.position = ShapeReader.position(node)
        guard let review = reader.object(node, "the review", knownKeys: keys) else { return request }
        request.receiptToken = review.string("token", required: true, limits: .singleLine(maxLength: 64))
        guard let ratings = review.array("ratings", required: true) else { return request }
        if ratings.isEmpty || ratings.count > maximumRatings {
            reader.reject(.invalidRating, "\"ratings\" holds 1 to \(maximumRatings) ratings", at: node)
            return request
        }
        var lines = Set<Int>()
        for (index, item) in ratings.enumerated() {
            guard let rating = reader.object(item, "rating \(index + 1)", knownKeys: ratingKeys) else { continue }
            let line = rating.int("line", in: 1...maximumRatings, required: true)
            var stars: Int?
            if let node = rating.value("stars", required: true) {
                if case .number(let text) = node.value, let value = Int(text), (1...5).contains(value) {
                    stars = value
                } else {
                    reader.reject(.invalidRating, "\"stars\" is a whole number from 1 to 5", at: node)
                }
            }
            let comment = rating.string("comment", limits: .multiline(maxLength: 8 * ReviewComment.maximumLength))
            if let comment, comment.count > ReviewComment.maximumLength {
                reader.reject(
                    .reviewTooLong, "a comment has at most \(ReviewComment.maximumLength) characters", at: item)
            }
            guard let line, let stars else { continue }
            if !lines.insert(line).inserted {
                reader.reject(.invalidRating, "line \(line) is rated twice", at: item)
                continue
            }
            request.ratings.append(.init(line: line, stars: stars, comment: comment))
        }
        return request
    }
}
