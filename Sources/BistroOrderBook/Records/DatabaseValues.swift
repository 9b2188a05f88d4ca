import BistroCore
import GRDB

// How the domain's values are stored: statuses as their raw text, days as "2026-11-22", times as RFC 3339
// text in the restaurant's offset ("2026-11-22T18:30:00-05:00"), so the database stays readable by hand.

extension OrderStatus: DatabaseValueConvertible {}

extension CalendarDay: DatabaseValueConvertible {
    package var databaseValue: DatabaseValue { description.databaseValue }

    package static func fromDatabaseValue(_ dbValue: DatabaseValue) -> CalendarDay? {
        String.fromDatabaseValue(dbValue).flatMap(CalendarDay.parse)
    }
}

extension LocalTime: DatabaseValueConvertible {
    package var databaseValue: DatabaseValue { iso8601.databaseValue }

    package static func fromDatabaseValue(_ dbValue: DatabaseValue) -> LocalTime? {
        String.fromDatabaseValue(dbValue).flatMap { LocalTime(iso8601: $0) }
    }
}

/// A row of the order book: `Codable`, with `CodingKeys` naming its columns (`orderNumber = "order_number"`;
/// GRDB's snake-case strategy converted every name on every insert, a tenth of `bistro process`).
package protocol SnakeCaseRecord: Codable, FetchableRecord, PersistableRecord {}

/// A record written for every order (orders, their lines, statuses, messages, the journal): its values are
/// listed once, in `CodingKeys` order, and both GRDB's `encode(to:)` and the order book's cached INSERT
/// come from that list. GRDB's generic insert (a persistence container per row, its statement looked up by
/// its columns) tripled the time `bistro process` spends recording (see docs/performance.md).
package protocol ListedColumnsRecord: SnakeCaseRecord where CodingKeys: CaseIterable & RawRepresentable<String> {
    associatedtype CodingKeys
    var columnValues: [(any DatabaseValueConvertible)?] { get }
    /// The record's INSERT, made once per type: `static let insertSQL = makeInsertSQL()`.
    static var insertSQL: String { get }
}

extension ListedColumnsRecord {
    package func encode(to container: inout PersistenceContainer) throws {
        for (key, value) in zip(CodingKeys.allCases, columnValues) { container[key.rawValue] = value }
    }

    /// `INSERT INTO table (every column) VALUES (?, …)`.
    static func makeInsertSQL() -> String {
        let columns = CodingKeys.allCases.map(\.rawValue)
        return
            "INSERT INTO \(databaseTableName) (\(columns.joined(separator: ", "))) VALUES ("
            + "\(columns.map { _ in "?" }.joined(separator: ", ")))"
    }

    /// Inserts the row through a statement the connection keeps prepared; returns its rowid.
    @discardableResult
    func insertPrepared(_ db: Database) throws -> Int64 {
        try BoundInsert(statement: db.cachedStatement(sql: Self.insertSQL)).execute(columnValues)
        return db.lastInsertedRowID
    }
}
