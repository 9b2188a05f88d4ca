extension Migrations {
    /// Issue 28: a customer's rating of one line of an order they received, with an optional comment. One
    /// per order line (a later rating replaces it); `state` is what the owner decided: a comment, or any
    /// rating when `reviews.moderateStars`, waits as 'pending'; only 'approved' ratings count and show.
    static let v15Reviews = """
        CREATE TABLE reviews (
            id INTEGER PRIMARY KEY,
            order_id INTEGER NOT NULL REFERENCES orders(id),
            line_number INTEGER NOT NULL,
            sku TEXT NOT NULL,
            stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
            comment TEXT,                            -- plain text, cleaned (ReviewComment), at most 1,000 characters
            state TEXT NOT NULL CHECK (state IN ('pending', 'approved', 'rejected')),
            reply TEXT,                              -- the owner's answer, shown under the comment
            reviewer TEXT NOT NULL,                  -- first name and initial ("Ada L."), never the full name
            reviewed_at TEXT NOT NULL,
            UNIQUE (order_id, line_number)
        );
        CREATE INDEX reviews_sku ON reviews(sku, state, reviewed_at);
        CREATE INDEX reviews_pending ON reviews(id) WHERE state = 'pending';
        """
}
