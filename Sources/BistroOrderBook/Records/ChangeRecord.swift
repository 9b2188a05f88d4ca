import BistroCore
import GRDB

/// A row of the change journal `changes`: written in the same transaction as every change a published page
/// shows (an order accepted, a status change, a check-in, a stock change, a cancellation). `seq` only
/// grows, so a build that remembers the last `seq` it published knows exactly what changed since.
///
/// A row names an order and its customer (their receipt and history pages), the orders a batch accepted
/// (ids `orderId` through `lastOrderId`: their receipts, their customers' histories and the SKUs on their
/// lines), or a SKU (catalogue pages: stock and "most ordered").
struct ChangeRecord: SnakeCaseRecord {
    static let databaseTableName = "changes"
    var seq: Int64?
    var orderId: Int64?
    /// With `orderId`: the last of a batch's accepted orders, all of which this one row journals.
    var lastOrderId: Int64?
    var customerId: Int64?
    var sku: String?
    var changedAt: LocalTime

    enum CodingKeys: String, CodingKey {
        case seq
        case orderId = "order_id"
        case lastOrderId = "last_order_id"
        case customerId = "customer_id"
        case sku
        case changedAt = "changed_at"
    }

    /// The columns, for the query interface.
    enum Columns {
        static let seq = Column(CodingKeys.seq)
        static let orderId = Column(CodingKeys.orderId)
        static let lastOrderId = Column(CodingKeys.lastOrderId)
        static let customerId = Column(CodingKeys.customerId)
        static let sku = Column(CodingKeys.sku)
        static let changedAt = Column(CodingKeys.changedAt)
    }
}
