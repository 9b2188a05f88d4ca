import Foundation
import GRDB
import Synchronization

/// The schema a given set of migrations makes, found by running them on an empty database in memory
/// (a few milliseconds), once per process and set: derived from `Migrations.migrator` alone, so a
/// migration appended to it is part of the check at once.
enum ExpectedSchema {
    struct Objects: Sendable {
        var objects: [SchemaObject]
        /// Each table's column names, in order.
        var columns: [String: [String]]
    }

    private static let made = Mutex<[[String]: Objects]>([:])

    /// The objects `applied` (known migrations, in registration order) make. A migration registered before
    /// the last of them but not applied (a book's next writer runs it) is left out: it is marked done in
    /// the memory database first, as GRDB's migrator marks every migration it runs.
    static func objects(applied: [String]) throws -> Objects {
        try made.withLock { made in
            if let objects = made[applied] { return objects }
            let objects = try make(applied: applied)
            made[applied] = objects
            return objects
        }
    }

    private static func make(applied: [String]) throws -> Objects {
        guard let last = applied.last else { return Objects(objects: [], columns: [:]) }
        let migrator = Migrations.migrator
        let registered = migrator.migrations
        let skipped = registered.prefix { $0 != last }.filter { !applied.contains($0) }
        let queue = try DatabaseQueue()
        if !skipped.isEmpty {
            try queue.write { db in
                try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
                for identifier in skipped {
                    try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [identifier])
                }
            }
        }
        try migrator.migrate(queue, upTo: last)
        return try queue.read { db in
            let objects = try SchemaObject.all(in: db)
            var columns: [String: [String]] = [:]
            for table in objects where table.type == "table" {
                columns[table.name] = try SchemaObject.columns(of: table.name, in: db)
            }
            return Objects(objects: objects, columns: columns)
        }
    }
}
