-- Makes every read of coupon_redemptions fail ("integer overflow") while writes still go through to the
-- table: the redemption count a coupon's limit needs cannot be read. Undone by readable-redemptions.sql.
ALTER TABLE coupon_redemptions RENAME TO coupon_redemptions_kept;
CREATE VIEW coupon_redemptions AS
    SELECT * FROM coupon_redemptions_kept WHERE abs(-9223372036854775807 - 1) > 0;
CREATE TRIGGER coupon_redemptions_insert INSTEAD OF INSERT ON coupon_redemptions BEGIN
    INSERT INTO coupon_redemptions_kept (order_id, code, customer_id, discount_cents, redeemed_at)
        VALUES (NEW.order_id, NEW.code, NEW.customer_id, NEW.discount_cents, NEW.redeemed_at);
END;
