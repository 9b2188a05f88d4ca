import GRDB
import GRDBSQLite

/// Runs one of GRDB's cached statements with its values bound in place through SQLite's C API. Building
/// GRDB's `StatementArguments` and binding them (an array of `DatabaseValue`s, nested closures to keep C
/// strings alive) cost a tenth of `bistro process`; see docs/performance.md. Still GRDB's prepared, cached
/// statement and still parameterised SQL; the statement is reset before and after each use.
struct BoundInsert {
    let statement: Statement

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    func execute(_ values: [(any DatabaseValueConvertible)?]) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        defer { sqlite3_reset(handle) }
        for (offset, value) in values.enumerated() {
            let code = bind(value?.databaseValue ?? .null, at: Int32(offset + 1), handle)
            guard code == SQLITE_OK else { throw error(code) }
        }
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else { throw error(code) }
    }

    private func bind(_ value: DatabaseValue, at index: Int32, _ handle: OpaquePointer) -> Int32 {
        switch value.storage {
        case .null: sqlite3_bind_null(handle, index)
        case .int64(let number): sqlite3_bind_int64(handle, index, number)
        case .double(let number): sqlite3_bind_double(handle, index, number)
        case .string(var text):
            text.withUTF8 { bytes in
                // A nil pointer would bind NULL: an empty text is bound as "".
                guard let start = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_text(handle, index, "", 0, Self.transient)
                }
                return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text(handle, index, $0, Int32(bytes.count), Self.transient)
                }
            }
        case .blob(let data):
            data.withUnsafeBytes { bytes in
                bytes.isEmpty
                    ? sqlite3_bind_zeroblob(handle, index, 0)
                    : sqlite3_bind_blob(handle, index, bytes.baseAddress, Int32(bytes.count), Self.transient)
            }
        }
    }

    private func error(_ code: Int32) -> DatabaseError {
        let message = sqlite3_errmsg(sqlite3_db_handle(statement.sqliteStatement)).map { String(cString: $0) }
        return DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
    }
}
