import BistroContent
import BistroCore
import BistroOrders
import Foundation

/// What `bistro build --db` adds to a build: the order database, the clock that decides "this month" and
/// the stock at or below which pages say "only N left".
public struct OrderBookInput: Sendable {
    public static let defaultLowStockThreshold = 5
    /// How many days, ending with the day of `now`, count for "most ordered".
    public static let recentDays = 30

    public var databasePath: String
    public var now: Timestamp
    public var lowStockThreshold: Int

    public init(databasePath: String, now: Timestamp, lowStockThreshold: Int = OrderBookInput.defaultLowStockThreshold) {
        self.databasePath = databasePath
        self.now = now
        self.lowStockThreshold = lowStockThreshold
    }

    /// The 30 restaurant-time days ending with the day of `now`.
    public func recentWindow(timeZone: TimeZone) -> ClosedRange<CalendarDay> {
        let today = LocalTime(now, in: timeZone).day
        return today.adding(days: 1 - Self.recentDays)...today
    }
}

extension SiteBuilder {
    /// Reads the order book in one snapshot, before anything else, so its digest can join the fingerprint.
    /// The time zone comes from `restaurant.json` alone (UTC while it has errors: the full check reports
    /// them and the build stops).
    func readOrderBook() throws(SiteBuildError) -> SiteOrderData? {
        guard let input = orderBook else { return nil }
        let restaurant = ContentLoader(directory: folders.content).loadRestaurant()
        let zone = restaurant.flatMap { TimeZone(identifier: $0.timeZone) } ?? TimeZone(identifier: "UTC")!
        do {
            return try OrderBookReader(path: input.databasePath).siteData(recentDays: input.recentWindow(timeZone: zone))
        } catch {
            throw .orderBook(path: input.databasePath, error)
        }
    }
}
