import BistroCore

/// What a receipt page shows: the order, and the link back to its customer's history.
public struct ReceiptPageSource: Sendable, Hashable {
    public var order: StoredOrder
    public var historyToken: String
}

/// What an order-history page shows: the customer's orders of the publishing window, newest first. With
/// no order left in the window the page is removed.
public struct HistoryPageSource: Sendable, Hashable {
    public var customerID: Int64
    public var historyToken: String
    /// As on the customer's latest order.
    public var name: String
    public var orders: [StoredOrder]
}

/// What changed in the book after a journal position: the orders whose receipts, the customers whose
/// histories and the SKUs whose catalogue pages may show something new.
public struct OrderBookChanges: Sendable, Hashable {
    public var orderIDs: Set<Int64> = []
    public var customerIDs: Set<Int64> = []
    public var skus: Set<String> = []

    public init() {}

    public var isEmpty: Bool { orderIDs.isEmpty && customerIDs.isEmpty && skus.isEmpty }
}

/// What the menu's badges need of the book: the stock of every SKU it tracks and the units of each SKU on
/// the orders placed in the recent window, cancelled orders left out.
public struct CatalogActivitySource: Sendable, Hashable {
    public var stock: [String: Int]
    public var recentQuantities: [String: Int]
}
