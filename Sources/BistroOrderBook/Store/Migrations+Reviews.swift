extension Migrations {
    /// Issue 28: a customer's rating of one line of an order they received, with an optional comment. One
    /// per order line (a later rating replaces it); `state` is what the owner decided: a comment, or any
    /// rating when `reviews.moderateStars`, waits as 'pending'; only 'approved' ratings count and show.
    ///
    /// What the catalogue shows is read on every publish that touches a SKU, so it must not cost more as
    /// reviews pile up: `dish_ratings` holds the approved ratings per SKU and star, kept by triggers in the
    /// transaction that changes a review, and `reviews_shown` finds a dish's latest approved comments
    /// without walking its other reviews.
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
        CREATE INDEX reviews_shown ON reviews(sku, reviewed_at, id) WHERE state = 'approved' AND comment IS NOT NULL;
        CREATE INDEX reviews_pending ON reviews(id) WHERE state = 'pending';
        CREATE TABLE dish_ratings (
            sku TEXT NOT NULL,
            stars INTEGER NOT NULL,
            ratings INTEGER NOT NULL,                -- approved ratings of the SKU with these stars
            PRIMARY KEY (sku, stars)
        ) WITHOUT ROWID;
        CREATE TRIGGER reviews_counted_insert AFTER INSERT ON reviews WHEN NEW.state = 'approved' BEGIN
            INSERT INTO dish_ratings (sku, stars, ratings) VALUES (NEW.sku, NEW.stars, 1)
            ON CONFLICT (sku, stars) DO UPDATE SET ratings = ratings + 1;
        END;
        CREATE TRIGGER reviews_uncounted_update AFTER UPDATE ON reviews WHEN OLD.state = 'approved' BEGIN
            UPDATE dish_ratings SET ratings = ratings - 1 WHERE sku = OLD.sku AND stars = OLD.stars;
        END;
        CREATE TRIGGER reviews_counted_update AFTER UPDATE ON reviews WHEN NEW.state = 'approved' BEGIN
            INSERT INTO dish_ratings (sku, stars, ratings) VALUES (NEW.sku, NEW.stars, 1)
            ON CONFLICT (sku, stars) DO UPDATE SET ratings = ratings + 1;
        END;
        """
}
