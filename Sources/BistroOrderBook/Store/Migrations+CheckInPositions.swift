import GRDB

extension Migrations {
    /// Issue 23: a check-in keeps the distance, never the customer's position. The `latitude` and
    /// `longitude` columns of `checkins` (empty since check-ins stopped filling them, but a book from before
    /// may hold positions) are emptied, then dropped. `secure_delete` is on while it runs, so the pages the
    /// old values lay in are overwritten with zeros rather than left in the file.
    static func dropCheckInPositions(_ db: Database) throws {
        let secureDelete = try Int.fetchOne(db, sql: "PRAGMA secure_delete") ?? 0
        try db.execute(sql: "PRAGMA secure_delete = 1")
        defer { try? db.execute(sql: "PRAGMA secure_delete = \(secureDelete == 0 ? 0 : 1)") }
        try db.execute(
            sql: """
                UPDATE checkins SET latitude = NULL, longitude = NULL
                    WHERE latitude IS NOT NULL OR longitude IS NOT NULL;
                ALTER TABLE checkins DROP COLUMN latitude;
                ALTER TABLE checkins DROP COLUMN longitude;
                """)
    }
}
