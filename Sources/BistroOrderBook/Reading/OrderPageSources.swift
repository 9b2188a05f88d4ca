import BistroCore

/// What a receipt page shows: the order, and the link back to its customer's history.
package struct ReceiptPageSource: Sendable, Hashable {
    package var order: StoredOrder
    package var historyToken: String
}

/// What an order-history page shows: the customer's orders of the publishing window, newest first. With
/// no order left in the window the page is removed.
package struct HistoryPageSource: Sendable, Hashable {
    package var customerID: Int64
    package var historyToken: String
    /// As on the customer's first order (never overwritten; pages show each order's own name instead).
    package var name: String
    package var orders: [StoredOrder]
}

/// What changed in the book after a journal position: the orders whose receipts, the customers whose
/// histories and the SKUs whose catalogue pages may show something new.
package struct OrderBookChanges: Sendable, Hashable {
    package var orderIDs: Set<Int64> = []
    package var customerIDs: Set<Int64> = []
    package var skus: Set<String> = []

    package init() {}

    package var isEmpty: Bool { orderIDs.isEmpty && customerIDs.isEmpty && skus.isEmpty }
}

/// What the menu's badges need of the book: the stock of every SKU it tracks and the units of each SKU on
/// the orders placed in the recent window, cancelled orders left out.
package struct CatalogActivitySource: Sendable, Hashable {
    /// The kept stock by SKU; nil: unlimited.
    package var stock: [String: Int?]
    package var recentQuantities: [String: Int]
    /// Content's `stock` each kept SKU started counting from, where known.
    package var stockStarts: [String: Int] = [:]
    /// The approved ratings by SKU (issue 28): the dishes' pages show them.
    package var reviews: [String: DishReviews] = [:]
}
