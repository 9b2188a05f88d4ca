-- A book a newer bistro migrated (issue 23, item 17): a migration this bistro does not know.
INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-a-newer-bistro');
