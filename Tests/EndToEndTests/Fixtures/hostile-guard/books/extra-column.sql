-- A column no migration makes, on the outbox.
ALTER TABLE notifications ADD COLUMN bcc TEXT;
