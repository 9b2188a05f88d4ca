import BistroCore
import BistroOrders
import Foundation

/// The private pages made from the order book: a receipt per accepted order at `receipts/TOKEN/` and an
/// order history per customer at `orders/TOKEN/`. Both tokens are the book's 128-bit random tokens.
/// These pages are `noindex`, never in the sitemap, and `robots.txt` disallows both folders.
public struct OrderBookPages: Sendable {
    public let data: SiteOrderData
    let localeIdentifier: String
    /// The history path of each order's customer, by order index.
    let historyPathByOrder: [Int: String]
    /// One formatter per currency in the book, made once: a `MoneyFormatter` learns its locale's pattern
    /// from Foundation when it is made, far too costly to repeat for every receipt page.
    let formatters: [Currency: MoneyFormatter]

    public init(data: SiteOrderData, localeIdentifier: String) {
        self.data = data
        self.localeIdentifier = localeIdentifier
        var paths: [Int: String] = [:]
        for customer in data.customers {
            for index in customer.orders { paths[index] = OrderPageLinks.history(token: customer.historyToken) }
        }
        historyPathByOrder = paths
        formatters = Dictionary(uniqueKeysWithValues: Set(data.orders.map(\.currency)).map {
            ($0, MoneyFormatter(localeIdentifier: localeIdentifier, currency: $0))
        })
    }

    /// Every private page, receipts first.
    public var pages: [OrderPage] {
        data.orders.indices.map(OrderPage.receipt) + data.customers.indices.map(OrderPage.history)
    }

    func path(_ page: OrderPage) -> String {
        switch page {
        case .receipt(let index): OrderPageLinks.receipt(token: data.orders[index].receiptToken)
        case .history(let index): OrderPageLinks.history(token: data.customers[index].historyToken)
        }
    }

    func formatter(_ currency: Currency) -> MoneyFormatter {
        formatters[currency] ?? MoneyFormatter(localeIdentifier: localeIdentifier, currency: currency)
    }
}

/// One private page of the order book, by index into `SiteOrderData`'s orders or customers.
public enum OrderPage: Hashable, Sendable {
    case receipt(Int)
    case history(Int)

    public var template: String {
        switch self {
        case .receipt: "receipt"
        case .history: "history"
        }
    }
}
