import BistroCore
import GRDB

extension OrderBookTransaction {
    /// When the latest message of `event` about an order was queued (its `created_at`); nil for none.
    package func latestMessageTime(orderID: Int64, event: String) throws -> LocalTime? {
        try NotificationRecord.filter(
            NotificationRecord.Columns.orderId == orderID && NotificationRecord.Columns.event == event
        )
        .order(NotificationRecord.Columns.id.desc).fetchOne(db)?.createdAt
    }
}
