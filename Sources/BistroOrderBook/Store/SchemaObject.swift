import GRDB

/// One row of a book's `sqlite_master`: a table, index, trigger or view, its SQL normalised
/// (`SchemaText`; nil for the indexes SQLite makes for `UNIQUE` and `PRIMARY KEY`).
struct SchemaObject: Sendable, Equatable {
    var type: String
    var name: String
    var table: String
    var sql: String?

    /// Every object of the main database but SQLite's statistics tables (`ANALYZE` makes them; they only
    /// steer the query planner), sorted: triggers, views, tables, indexes, each by name.
    static func all(in db: Database) throws -> [SchemaObject] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT type, name, tbl_name, sql FROM main.sqlite_master WHERE substr(name, 1, 11) != 'sqlite_stat'
                """
        )
        .map { row in
            let sql: String? = row[3]
            return SchemaObject(type: row[0], name: row[1], table: row[2], sql: sql.map(SchemaText.normalized))
        }
        .sorted { ($0.rank, $0.name) < ($1.rank, $1.name) }
    }

    private var rank: Int { ["trigger": 0, "view": 1, "table": 2].first { $0.key == type }?.value ?? 3 }

    /// "trigger orders_untaxed on orders", "table customers".
    var described: String {
        type == "trigger" || type == "index" ? "\(type) \(name) on \(table)" : "\(type) \(name)"
    }

    /// The names of a table's columns, in order.
    static func columns(of table: String, in db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT name FROM pragma_table_xinfo(?)", arguments: [table])
    }
}
