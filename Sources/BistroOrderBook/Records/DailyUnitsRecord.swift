import BistroCore
import GRDB

/// A row of `daily_units`: the units of a SKU on the orders placed on a day, cancelled orders left out
/// (what "most ordered" sums; migration `v13-daily-units`).
struct DailyUnitsRecord: SnakeCaseRecord {
    static let databaseTableName = "daily_units"
    var orderDay: CalendarDay
    var sku: String
    var quantity: Int

    enum CodingKeys: String, CodingKey {
        case orderDay = "order_day"
        case sku
        case quantity
    }

    /// The columns, for the query interface.
    enum Columns {
        static let orderDay = Column(CodingKeys.orderDay)
        static let sku = Column(CodingKeys.sku)
        static let quantity = Column(CodingKeys.quantity)
    }
}
