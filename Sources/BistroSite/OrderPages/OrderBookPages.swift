import BistroCore
import BistroOrderBook

/// The private pages a build publishes from the order book: a receipt per order at `receipts/TOKEN/` and
/// an order history per customer at `orders/TOKEN/`, for the orders of the publishing window. Both tokens
/// are the book's 128-bit random tokens; the pages are `noindex`, never in the sitemap or the manifest,
/// and `robots.txt` disallows both folders.
package struct OrderBookPages: Sendable {
    package let receipts: [ReceiptPageSource]
    package let histories: [HistoryPageSource]
    /// One formatter per currency, made once: a `MoneyFormatter` learns its locale's pattern from
    /// Foundation when it is made, far too costly to repeat for every page.
    let formatters: [Currency: MoneyFormatter]
    let localeIdentifier: String

    /// `formatters`: those of `localeIdentifier` already made (a publisher keeps its currency's); the
    /// other currencies' are made here.
    package init(
        receipts: [ReceiptPageSource], histories: [HistoryPageSource], localeIdentifier: String,
        formatters made: [Currency: MoneyFormatter] = [:]
    ) {
        self.receipts = receipts
        self.histories = histories
        self.localeIdentifier = localeIdentifier
        let currencies = Set(receipts.map(\.order.currency) + histories.flatMap { $0.orders.map(\.currency) })
        formatters = Dictionary(
            uniqueKeysWithValues: currencies.map {
                ($0, made[$0] ?? MoneyFormatter(localeIdentifier: localeIdentifier, currency: $0))
            })
    }

    /// Every page to write: receipts first. A history with no order in the window is not a page (it is removed).
    package var pages: [OrderPage] {
        receipts.indices.map(OrderPage.receipt)
            + histories.indices.filter { !histories[$0].orders.isEmpty }.map(OrderPage.history)
    }

    /// The history pages to remove: customers whose orders have all left the window.
    var emptyHistoryTokens: [String] {
        histories.filter(\.orders.isEmpty).map(\.historyToken)
    }

    func path(_ page: OrderPage) -> String {
        switch page {
        case .receipt(let index): OrderPageLinks.receipt(token: receipts[index].order.receiptToken)
        case .history(let index): OrderPageLinks.history(token: histories[index].historyToken)
        }
    }

    func formatter(_ currency: Currency) -> MoneyFormatter {
        formatters[currency] ?? MoneyFormatter(localeIdentifier: localeIdentifier, currency: currency)
    }
}

/// One private page, by index into `OrderBookPages`' receipts or histories.
package enum OrderPage: Hashable, Sendable {
    case receipt(Int)
    case history(Int)

    package var template: String {
        switch self {
        case .receipt: "receipt"
        case .history: "history"
        }
    }
}
