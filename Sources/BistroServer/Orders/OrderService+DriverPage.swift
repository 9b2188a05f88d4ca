import BistroCore
import BistroOrderBook
import BistroSite
import Foundation

extension OrderService {
    /// The dashboard of the active driver whose token this is, from the book as it is now (one read); nil for
    /// any other token.
    func driverPage(token: String) throws -> String? {
        let now = setup.now()
        guard let board = try setup.store.driverBoard(token: token, now: now), let id = board.driver.id else {
            return nil
        }
        let restaurant = content.restaurant
        let today = LocalTime(now, in: TimeZone(identifier: restaurant.timeZone) ?? .gmt).day
        let earnings = try setup.store.driverEarnings(driverID: id, through: today, currency: restaurant.currency)
        let money = MoneyFormatter(localeIdentifier: restaurant.locale, currency: restaurant.currency)
        return try setup.publisher.driverDashboard(
            board, earningsHTML: earnings.map { DriverEarningsHTML.html($0, money: money) } ?? "")
    }
}
