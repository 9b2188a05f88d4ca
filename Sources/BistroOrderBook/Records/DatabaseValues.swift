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

/// A row of the order book: a plain `Codable` GRDB record whose `CodingKeys` name its columns
/// (`orderNumber = "order_number"`), so no name is converted on the way in or out.
protocol SnakeCaseRecord: Codable, FetchableRecord, PersistableRecord {}
