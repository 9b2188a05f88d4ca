import BistroCore
import BistroOrderBook
import Foundation

extension PageRenderer {
    /// A driver's dashboard (`driver.mustache` in the layout), which `bistro serve` answers
    /// `GET /drivers/TOKEN/` with: `noindex`, no canonical link, rendered on request from the book.
    package func renderDriverDashboard(_ board: DriverBoard, earningsHTML: String) -> String {
        let restaurant = model.restaurant
        let view = DriverDashboardView(
            board: board, clock: ClockText(locale: restaurant.locale),
            money: MoneyFormatter(localeIdentifier: restaurant.locale, currency: restaurant.currency),
            zone: TimeZone(identifier: restaurant.timeZone) ?? .gmt, earningsHTML: earningsHTML)
        let title = "Deliveries"
        let meta = PageContext.Meta(
            title: "\(title) · \(model.site.name)", heading: title, description: nil, canonicalURL: nil, jsonLD: nil,
            noindex: true, kind: "driver")
        let context = PageContext(
            site: model.site, nav: model.navigation, page: meta, values: ["driver": view], partials: partials)
        return templates.render("driver", context.root)
    }
}
