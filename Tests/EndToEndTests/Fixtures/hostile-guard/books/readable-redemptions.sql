-- Undoes unreadable-redemptions.sql.
DROP TRIGGER coupon_redemptions_insert;
DROP VIEW coupon_redemptions;
ALTER TABLE coupon_redemptions_kept RENAME TO coupon_redemptions;
