import BistroCore
import BistroOrderBook
import Foundation

/// An order number as this restaurant's orders have them, for messages that ask for one: its initials and
/// today's date in its time zone, "RC-20261122-0007" for Royal Café on 22 November 2026. (Help texts cannot
/// know the restaurant and use the demo's, Royal Café's, "RC-20261122-0007".)
enum OrderNumberExample {
    static func text(for restaurant: Restaurant, at now: Timestamp) -> String {
        let day = LocalTime(now, in: TimeZone(identifier: restaurant.timeZone) ?? .gmt)
        return OrderNumber.make(
            prefix: OrderNumber.prefix(forRestaurantNamed: restaurant.name), compactDay: day.compactDay, sequence: 7)
    }
}

extension CommandFailure {
    /// `no order "REF" (give an order number such as RC-20261122-0007 or an orderId)`.
    static func noOrder(_ reference: String, restaurant: Restaurant, at now: Timestamp) -> CommandFailure {
        CommandFailure(
            "no order \"\(reference)\" (give an order number such as "
                + "\(OrderNumberExample.text(for: restaurant, at: now)) or an orderId)"
        )
    }
}
