import BistroCore
import GRDB

extension OrderBookTransaction {
    /// When the latest message of `event` about an order was queued (its `created_at`); nil for none.
    package func latestMessageTime(orderID: Int64, event: String) throws -> LocalTime? {
        try NotificationRecord.filter(Column("order_id") == orderID && Column("event") == event)
            .order(Column("id").desc).fetchOne(db)?.createdAt
    }
}
