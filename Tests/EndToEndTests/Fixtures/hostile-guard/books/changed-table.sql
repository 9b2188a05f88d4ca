-- The stock table without its check, so a stock could go below zero.
PRAGMA writable_schema = ON;
UPDATE sqlite_master SET sql = replace(sql, 'CHECK (quantity IS NULL OR quantity >= 0)', '') WHERE name = 'stock';
