import BistroCore
import BistroOrderBook
import BistroTemplates
import Foundation
import Mustache

/// A driver's dashboard as templates see it (`driver`): their name, the three lists of deliveries, and the
/// earnings chart with its table (HTML made by BistroReport's `EarningsChart`, already escaped). The token
/// is only in `token`, for the claim and step requests the page sends (the page's address holds it anyway).
struct DriverDashboardView: MustacheParent {
    let board: DriverBoard
    let clock: ClockText
    let money: MoneyFormatter
    let zone: TimeZone
    let earningsHTML: String

    static let templateNames = TemplateNameTree(
        ["driverName", "token", "hasAvailable", "hasMine", "hasDelivered", "earningsHTML"],
        [
            "available": DriverDeliveryView.templateNames, "mine": DriverDeliveryView.templateNames,
            "delivered": DriverDeliveryView.templateNames,
        ])

    private func views(_ deliveries: [DriverBoard.Delivery]) -> [DriverDeliveryView] {
        deliveries.map { DriverDeliveryView(delivery: $0, clock: clock, money: money, zone: zone) }
    }

    func child(named key: String) -> Any? {
        switch key {
        case "driverName": board.driver.name
        case "token": board.driver.token
        case "available": views(board.available)
        case "hasAvailable": !board.available.isEmpty
        case "mine": views(board.mine)
        case "hasMine": !board.mine.isEmpty
        case "delivered": views(board.delivered)
        case "hasDelivered": !board.delivered.isEmpty
        case "earningsHTML": earningsHTML
        default: nil
        }
    }
}
