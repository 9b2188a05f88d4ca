import Foundation
import GRDB
import Testing

@testable import BistroOrderBook

/// The schema check's parts without the binary (the end-to-end tests are `TamperedBookTests`).
@Suite struct BookSchemaTests {
    /// Layout, comments, case and quotes around plain names do not change what SQL defines; strings do.
    @Test func normalisedTextIgnoresOnlyWhatSQLiteIgnores() {
        let written = """
            CREATE TABLE orders_v9 (
                id INTEGER PRIMARY KEY,   -- the row id
                status TEXT NOT NULL DEFAULT 'received' /* a comment */ CHECK (status != 'Lost -- not a comment')
            )
            """
        let renamed =
            #"create table "orders_v9" (id integer primary key, "#
            + #"status text not null default 'received' check (status!='Lost -- not a comment'))"#
        #expect(SchemaText.normalized(written) == SchemaText.normalized(renamed))
        #expect(SchemaText.normalized("CHECK (x = 'a')") != SchemaText.normalized("CHECK (x = 'A')"))
        #expect(SchemaText.normalized(#"CREATE VIEW "a b" AS SELECT 1"#) == #"create view "a b" as select 1"#)
        #expect(SchemaText.normalized("x IN ('it''s')") == "x in ( 'it''s' )")
    }

    /// A new book has exactly the schema of every migration; an added trigger, a dropped index and a
    /// migration of a newer bistro are each named.
    @Test func aBookIsComparedWithWhatItsMigrationsMake() throws {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue)
        try queue.read { try BookSchema.require($0, path: "book") }

        try queue.write { db in
            try db.execute(sql: "CREATE TRIGGER stock_zero AFTER UPDATE ON stock BEGIN SELECT 1; END")
            try db.execute(sql: "DROP INDEX orders_pickup")
        }
        let expected = try ExpectedSchema.objects(applied: Migrations.migrator.migrations)
        let problems = try queue.read { try BookSchema.differences(from: expected, in: $0) }
        #expect(
            problems == [
                "its trigger stock_zero on stock is not one bistro's migrations make",
                "its index orders_pickup on orders is missing",
            ])

        try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-later')") }
        #expect(throws: OrderStoreError.self) { try queue.read { try BookSchema.require($0, path: "book") } }
    }

    /// A book whose last migrations have not run yet is compared with what the ones it records make, so an
    /// older book opens and is brought up to date; so is one with a migration missing from the middle.
    @Test func anOlderBookIsComparedWithItsOwnMigrations() throws {
        let migrations = Migrations.migrator.migrations
        // v9 rebuilds `orders`, which drops the table's triggers (v13's `daily_units_cancellation`): it is left
        // out of a book that stops before v13, as no book holds v13 without v9.
        let throughV12 = Array(migrations.prefix { $0 != "v13-daily-units" })
        for applied in [
            Array(migrations.prefix(3)), throughV12.filter { $0 != "v9-orders-status-check" },
            migrations.filter { $0 != "v12-rejection-reason-texts" },
        ] {
            let queue = try DatabaseQueue()
            let expected = try ExpectedSchema.objects(applied: applied)
            let skipped = migrations.prefix { $0 != applied.last! }.filter { !applied.contains($0) }
            try queue.write { db in
                try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
                for identifier in skipped {
                    try db.execute(sql: "INSERT INTO grdb_migrations VALUES (?)", arguments: [identifier])
                }
            }
            try Migrations.migrator.migrate(queue, upTo: applied.last!)
            try queue.write { db in
                for identifier in skipped {
                    try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = ?", arguments: [identifier])
                }
            }
            #expect(try queue.read { try BookSchema.differences(from: expected, in: $0) } == [])
            try queue.read { try BookSchema.require($0, path: "old") }
            try Migrations.migrator.migrate(queue)
            try queue.read { try BookSchema.require($0, path: "old") }
        }
    }
}
