import BistroCore
import GRDB
import GRDBSQLite

extension OrderBookTransaction {
    /// Inserts `records`, all of one table, with one multi-row INSERT (more when they have more values than
    /// SQLite takes in one statement), in their order: rowids SQLite assigns (a nil `id`) follow that order.
    /// `upsert` is appended to each statement ("ON CONFLICT …").
    func insertAll<Record: EncodableRecord & TableRecord>(_ records: [Record], upsert: String = "") throws {
        guard let first = records.first else { return }
        let columns = try first.databaseDictionary.keys.sorted()
        let rowsPerStatement = max(
            1, Int(sqlite3_limit(db.sqliteConnection, SQLITE_LIMIT_VARIABLE_NUMBER, -1)) / columns.count)
        let head =
            "INSERT INTO \(Record.databaseTableName) (\(columns.map { "\"\($0)\"" }.joined(separator: ", "))) VALUES "
        let row = "(" + Self.marks(columns.count) + ")"
        for chunk in records.slices(of: rowsPerStatement) {
            var values: [DatabaseValue] = []
            values.reserveCapacity(chunk.count * columns.count)
            for record in chunk {
                let encoded = try record.databaseDictionary
                for column in columns { values.append(encoded[column] ?? .null) }
            }
            let sql = head + Array(repeating: row, count: chunk.count).joined(separator: ", ") + upsert
            // Full chunks repeat from batch to batch, and so does a lone row (the server's order at a quiet
            // moment); the other sizes seldom do.
            let statement =
                chunk.count == rowsPerStatement || chunk.count == 1
                ? try db.cachedStatement(sql: sql) : try db.makeStatement(sql: sql)
            try statement.execute(arguments: StatementArguments(values))
        }
    }
}
