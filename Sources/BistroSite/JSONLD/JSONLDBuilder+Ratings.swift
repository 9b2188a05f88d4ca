import BistroJSON

extension JSONLDBuilder {
    /// schema.org `aggregateRating` of a dish whose pages show its ratings (at least `reviews.minimumCount`
    /// approved ones): the average with one decimal ("4.3", a dot whatever the locale), the count, and the
    /// scale 1 to 5; nil otherwise.
    func aggregateRating(_ rating: RatingView?) -> JSONValue? {
        guard let rating else { return nil }
        return .object([
            ("@type", "AggregateRating"),
            ("ratingValue", .string("\(rating.averageTenths / 10).\(rating.averageTenths % 10)")),
            ("ratingCount", .int(rating.count)), ("bestRating", 5), ("worstRating", 1),
        ])
    }

    /// schema.org `review`s: the approved comments the page shows (the latest, at most
    /// `ReviewSettings.commentsShown`), each with its author as the page names them ("Ada L."), its stars,
    /// its text and its day; nil without any.
    func reviews(_ rating: RatingView?) -> JSONValue? {
        guard let comments = rating?.comments, !comments.isEmpty else { return nil }
        return .array(
            comments.map { comment in
                .object([
                    ("@type", "Review"), ("author", ["@type": "Person", "name": .string(comment.reviewer)]),
                    (
                        "reviewRating",
                        ["@type": "Rating", "ratingValue": .int(comment.stars), "bestRating": 5, "worstRating": 1]
                    ),
                    ("reviewBody", .string(comment.text)), ("datePublished", .string(comment.dayISO)),
                ])
            })
    }
}
