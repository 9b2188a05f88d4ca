import BistroContent
import BistroCore
import BistroOrderBook
import Foundation

/// What `bistro build --db` adds to a build: the order database, the clock that decides the day (the
/// publishing window, "most ordered") and the stock at or below which pages say "only N left".
package struct OrderBookInput: Sendable {
    package static let defaultLowStockThreshold = 5
    /// How many days, ending with the day of `now`, count for "most ordered".
    package static let recentDays = 30
    /// A dish is "most ordered" with at least this many units ordered in the `recentDays`: three orders in a
    /// new restaurant's first week make no best seller.
    package static let defaultMostOrderedMinimum = 10

    package var databasePath: String
    package var now: Timestamp
    package var lowStockThreshold: Int
    package var mostOrderedMinimum: Int

    package init(
        databasePath: String, now: Timestamp, lowStockThreshold: Int = OrderBookInput.defaultLowStockThreshold,
        mostOrderedMinimum: Int = OrderBookInput.defaultMostOrderedMinimum
    ) {
        self.databasePath = databasePath
        self.now = now
        self.lowStockThreshold = lowStockThreshold
        self.mostOrderedMinimum = mostOrderedMinimum
    }

    /// The database's absolute path, as the manifest remembers it.
    var absolutePath: String { URL(fileURLWithPath: databasePath).standardizedFileURL.path }
}

/// What one build publishes of the order book, decided from the journal and the previous manifest before
/// any content is loaded: everything in the window (a full publish), or only what changed since the journal
/// position and day the last build published.
struct OrderBookPlan {
    let input: OrderBookInput
    let reader: OrderBookReader
    let head: Int64
    let today: CalendarDay
    /// The first day whose orders are published (`orderPages.keepDays` before today).
    let firstDay: CalendarDay
    let recentDays: ClosedRange<CalendarDay>
    let full: Bool
    let dayChanged: Bool
    let changes: OrderBookChanges
    /// Receipts whose order left the window since the last build, and their customers.
    let expiredReceipts: [String]
    let expiredCustomers: Set<Int64>

    /// Reads the book's journal from `previous` (nil: publish everything) through `reader`, opened on
    /// `input.databasePath`.
    init(
        input: OrderBookInput, reader: OrderBookReader, previous: SiteManifest.OrderBookState?, restaurant: Restaurant?
    ) throws(OrderStoreError) {
        self.input = input
        let zone = restaurant.flatMap { TimeZone(identifier: $0.timeZone) } ?? TimeZone(identifier: "UTC")!
        let keepDays = restaurant?.orderPagesKeepDays ?? 90
        self.reader = reader
        head = try reader.journalHead()
        today = LocalTime(input.now, in: zone).day
        firstDay = today.adding(days: -keepDays)
        recentDays = today.adding(days: 1 - OrderBookInput.recentDays)...today
        let previousDay = previous.flatMap { CalendarDay.parse($0.day) }
        if let previous, let previousDay, previous.database == input.absolutePath, previous.journal <= head,
            previousDay <= today
        {
            full = false
            dayChanged = previousDay != today
            changes = try reader.changes(after: previous.journal, upTo: head)
            let expired = dayChanged ? try reader.ordersPlaced(in: previousDay.adding(days: -keepDays)..<firstDay) : nil
            expiredReceipts = expired?.receiptTokens ?? []
            expiredCustomers = expired?.customerIDs ?? []
        } else {
            full = true
            dayChanged = true
            changes = OrderBookChanges()
            expiredReceipts = []
            expiredCustomers = []
        }
    }

    /// Nothing to publish: the same journal position and day as the last build.
    var isEmpty: Bool { !full && !dayChanged && changes.isEmpty }

    /// Whether the catalogue's badges may have changed (then they are computed and compared).
    var needsActivity: Bool { full || dayChanged || !changes.skus.isEmpty }

    /// The book's stock and recent units, the units of SKUs ordered fewer than `mostOrderedMinimum` times
    /// left out: the most ordered of a category is then the one with most units when it has the minimum,
    /// else none.
    func activity() throws(OrderStoreError) -> CatalogActivitySource {
        var source = try reader.catalogActivity(recentDays: recentDays)
        source.recentQuantities = source.recentQuantities.filter { $0.value >= input.mostOrderedMinimum }
        return source
    }

    /// How many orders, or customers, one slice of a full publish renders at once.
    static let sliceSize = 1_000

    /// The receipts and histories to render, in slices: those the changes name, or every one of the
    /// window's, `sliceSize` orders and customers at a time (memory stays that of one slice). `formatters`
    /// are money formatters of the locale already made. Every receipt comes before any history, in slices of
    /// their own (`SiteBuilder.afterReceipts` answers the server's requests once the receipts are written).
    func pages(
        localeIdentifier: String, formatters: [Currency: MoneyFormatter], _ body: (OrderBookPages) throws -> Void
    ) throws {
        guard full else {
            let receipts = try reader.receipts(orderIDs: changes.orderIDs, placedFrom: firstDay)
            try body(
                OrderBookPages(
                    receipts: receipts, histories: [], localeIdentifier: localeIdentifier, formatters: formatters))
            let histories = try reader.histories(
                customerIDs: changes.customerIDs.union(expiredCustomers), placedFrom: firstDay)
            return try body(
                OrderBookPages(
                    receipts: [], histories: histories, localeIdentifier: localeIdentifier, formatters: formatters))
        }
        let ids = try reader.windowIDs(placedFrom: firstDay)
        for slice in ids.orders.slices(of: Self.sliceSize) {
            try body(
                OrderBookPages(
                    receipts: try reader.receipts(orderIDs: Set(slice), placedFrom: firstDay), histories: [],
                    localeIdentifier: localeIdentifier, formatters: formatters))
        }
        for slice in ids.customers.slices(of: Self.sliceSize) {
            try body(
                OrderBookPages(
                    receipts: [], histories: try reader.histories(customerIDs: Set(slice), placedFrom: firstDay),
                    localeIdentifier: localeIdentifier, formatters: formatters))
        }
    }

    /// Of `tokens`, found in a private folder, those whose page a full publish writes: the receipts of the
    /// window's orders, the histories of the customers with an order in it.
    func published(_ folder: OrderPagePublisher.PrivateFolder, tokens: [String]) throws(OrderStoreError)
        -> Set<String>
    {
        switch folder {
        case .receipts: try reader.receiptTokens(tokens, placedFrom: firstDay)
        case .histories: try reader.historyTokens(tokens, withOrdersFrom: firstDay)
        }
    }

    func state(activity: String, catalogueBehind: Bool) -> SiteManifest.OrderBookState {
        .init(
            database: input.absolutePath, journal: head, day: today.description, activity: activity,
            catalogueBehind: catalogueBehind)
    }
}

extension SiteBuilder {
    /// `bistro check --db`: the same checks, with the book's live stock, so that a Content `stock` the book
    /// no longer counts from is pointed out (`StockStartCheck`).
    package func check(orderBook input: OrderBookInput) throws(SiteBuildError) -> Checked {
        let activity: CatalogActivitySource
        do {
            // Only the stock matters here: one day of "most ordered" is as good as thirty.
            let today = LocalTime(input.now, in: .gmt).day
            activity = try OrderBookReader(path: input.databasePath).catalogActivity(recentDays: today...today)
        } catch {
            throw .orderBook(path: input.databasePath, error)
        }
        do {
            return try check(activity: activity, lowStockThreshold: input.lowStockThreshold)
        } catch {
            throw .invalid(error)
        }
    }
}
