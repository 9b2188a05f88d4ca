-- An index no migration makes.
CREATE INDEX customers_phone ON customers(phone);
