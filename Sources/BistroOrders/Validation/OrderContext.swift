import BistroContent
import BistroCore
import Foundation

/// What stays fixed while a run validates orders: the restaurant, its catalog and coupons, the clock.
package struct OrderContext: Sendable {
    package var restaurant: Restaurant
    package var timeZone: TimeZone
    /// Products by upper-cased SKU (SKUs match case-insensitively after trimming).
    package var products: [String: Catalog.Product]
    /// Coupons by normalized code.
    package var coupons: [String: Coupon]
    /// The instant the run treats as now, on the restaurant's clock.
    package var now: LocalTime
    /// How far a pickup time may lie before `now` and still count as "now" (cron runs once a minute).
    var pickupGraceSeconds = 60

    package init(restaurant: Restaurant, catalog: Catalog, coupons: [Coupon], now: Timestamp) {
        self.restaurant = restaurant
        self.timeZone = TimeZone(identifier: restaurant.timeZone) ?? TimeZone(identifier: "UTC")!
        self.products = Dictionary(
            catalog.products.map { ($0.sku.uppercased(), $0) }, uniquingKeysWith: { first, _ in first })
        self.coupons = Dictionary(coupons.map { ($0.normalizedCode, $0) }, uniquingKeysWith: { first, _ in first })
        self.now = LocalTime(now, in: timeZone)
    }

    package init(content: RestaurantContent, now: Timestamp) {
        self.init(restaurant: content.restaurant, catalog: content.catalog, coupons: content.coupons, now: now)
    }

    package var currency: Currency { restaurant.currency }
}
