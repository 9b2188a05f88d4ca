import GRDB
import GRDBSQLite

/// The hot statements of the batch writer, bound and stepped through SQLite's C API directly. Building
/// GRDB `StatementArguments` (an array of existentials per row) was about a tenth of the processor's time;
/// here each value is bound in place. Still parameterised SQL, still GRDB's prepared, cached statements;
/// they are only ever run through this type, which resets them before and after each use.
struct FastStatement {
    enum Value {
        case int(Int)
        case text(String)
        case null
    }

    let statement: Statement

    init(_ db: Database, _ sql: String) throws {
        statement = try db.cachedStatement(sql: sql)
    }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private func bind(_ values: [Value]) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32 = switch value {
            case .int(let number): sqlite3_bind_int64(handle, index, Int64(number))
            case .text(let text): text.utf8CString.withUnsafeBufferPointer { sqlite3_bind_text(handle, index, $0.baseAddress, Int32($0.count - 1), Self.transient) }
            case .null: sqlite3_bind_null(handle, index)
            }
            guard code == SQLITE_OK else { throw error(code) }
        }
    }

    private func error(_ code: Int32) -> DatabaseError {
        let message = sqlite3_errmsg(sqlite3_db_handle(statement.sqliteStatement)).map { String(cString: $0) }
        return DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
    }

    /// Runs a statement that returns no rows.
    func execute(_ values: [Value]) throws {
        try bind(values)
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE || code == SQLITE_ROW else { throw error(code) }
    }

    /// The first column of the first row as an integer, or nil when there is no row.
    func firstInt(_ values: [Value]) throws -> Int64? {
        try bind(values)
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        let code = sqlite3_step(handle)
        if code == SQLITE_DONE { return nil }
        guard code == SQLITE_ROW else { throw error(code) }
        return sqlite3_column_int64(handle, 0)
    }
}

extension FastStatement.Value {
    static func optional(_ text: String?) -> Self { text.map(Self.text) ?? .null }
    static func optional(_ number: Int?) -> Self { number.map(Self.int) ?? .null }
}
