import BistroCore
import GRDB

// How the domain's values are stored: statuses as their raw text, days as "2026-11-22", times as RFC 3339
// text in the restaurant's offset ("2026-11-22T18:30:00-05:00"), so the database stays readable by hand.

extension OrderStatus: DatabaseValueConvertible {}

extension CalendarDay: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { description.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> CalendarDay? {
        String.fromDatabaseValue(dbValue).flatMap(CalendarDay.parse)
    }
}

extension LocalTime: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { iso8601.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> LocalTime? {
        String.fromDatabaseValue(dbValue).flatMap { LocalTime(iso8601: $0) }
    }
}

/// Records whose Swift names are the columns' names in camel case (`order_number` ↔ `orderNumber`).
public protocol SnakeCaseRecord: Codable, FetchableRecord, PersistableRecord {}

extension SnakeCaseRecord {
    public static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .convertFromSnakeCase }
    public static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }
}
