import Foundation

/// The report as JSON for scripts: money as decimal strings, keys sorted, deterministic.
struct JSONReportRenderer {
    let report: OwnerReport

    func render() -> String {
        let cards = report.scratchCards
        let object: [String: Any] = [
            "restaurant": report.restaurantName,
            "currency": report.currency.code,
            "since": report.since.description,
            "until": report.until.description,
            "days": report.days.map(dayObject),
            "totals": dayObject(report.totals).filter { $0.key != "day" },
            "averageSpendPerCustomer": ["period": report.averageSpendInPeriod?.decimalString as Any? ?? NSNull(),
                                        "allTime": report.averageSpendAllTime?.decimalString as Any? ?? NSNull()],
            "topProducts": report.topProducts.map(productObject),
            "topProductsByCategory": report.topProductsByCategory.map { ["category": $0.category, "products": $0.products.map(productObject)] },
            "pickupSlots": report.pickupSlots.enumerated().map { ["weekday": OwnerReport.weekdayNames[$0.offset], "hours": $0.element] },
            "coupons": report.coupons.map { ["code": $0.code, "redemptions": $0.redemptions, "discount": $0.discount.decimalString, "scratchCard": $0.isScratchCard] },
            "scratchCards": ["draws": cards.draws, "wins": cards.wins, "redeemed": cards.redeemed],
            "rejections": report.rejections.map { ["code": $0.code, "count": $0.count] },
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func dayObject(_ day: OwnerReport.DayFigures) -> [String: Any] {
        ["day": day.day.description, "orders": day.orders, "subtotal": day.subtotal.decimalString, "discount": day.discount.decimalString,
         "tax": day.tax.decimalString, "tips": day.tips.decimalString, "total": day.total.decimalString]
    }

    private func productObject(_ product: OwnerReport.ProductCount) -> [String: Any] {
        ["sku": product.sku, "name": product.name, "category": product.category, "quantity": product.quantity, "revenue": product.revenue.decimalString]
    }
}
