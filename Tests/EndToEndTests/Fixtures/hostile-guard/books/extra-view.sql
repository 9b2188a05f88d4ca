-- A view no migration makes: every customer's address and phone in one place.
CREATE VIEW customer_addresses AS SELECT email, name, phone FROM customers;
