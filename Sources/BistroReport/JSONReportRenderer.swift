import BistroCore
import BistroJSON

/// The report as JSON for scripts: money as decimal strings, keys sorted, deterministic.
struct JSONReportRenderer {
    let report: OwnerReport
    /// The drivers section (issue 26); nil: `delivery` is null.
    var drivers: DriversSection? = nil

    func render() -> String {
        let cards = report.scratchCards
        let object: JSONValue = [
            "restaurant": .string(report.restaurantName),
            "currency": .string(report.currency.code),
            "since": .string(report.since.description),
            "until": .string(report.until.description),
            "days": .array(report.days.map { .object(dayMembers($0)) }),
            "totals": .object(dayMembers(report.totals).filter { $0.0 != "day" }),
            "averageSpendPerCustomer": [
                "period": .optional(report.averageSpendInPeriod?.decimalString),
                "allTime": .optional(report.averageSpendAllTime?.decimalString),
            ],
            "topProducts": .array(report.topProducts.map(productObject)),
            "topProductsByCategory": .array(
                report.topProductsByCategory.map {
                    ["category": .string($0.category), "products": .array($0.products.map(productObject))]
                }),
            "chosenOptions": .array(
                report.chosenOptions.map {
                    [
                        "option": .string($0.key), "name": .string($0.name), "quantity": .int($0.quantity),
                        "revenue": .string($0.revenue.decimalString),
                    ]
                }),
            "pickupSlots": .array(
                report.pickupSlots.enumerated().map {
                    [
                        "weekday": .string(OwnerReport.weekdayNames[$0.offset]),
                        "hours": .array($0.element.map(JSONValue.int)),
                    ]
                }),
            "coupons": .array(
                report.coupons.map {
                    [
                        "code": .string($0.code), "redemptions": .int($0.redemptions),
                        "discount": .string($0.discount.decimalString),
                        "scratchCard": .bool($0.isScratchCard),
                    ]
                }),
            "scratchCards": ["draws": .int(cards.draws), "wins": .int(cards.wins), "redeemed": .int(cards.redeemed)],
            "ratings": .array(report.ratings.map(ratingObject)),
            "lowestRated": .array(report.lowestRated.map { .string($0.sku) }),
            "ratingsWaiting": .int(report.ratingsWaiting),
            "bookings": report.bookings.map(bookingObject) ?? .null,
            "delivery": drivers.map(deliveryObject) ?? .null,
            "rejections": .array(report.rejections.map { ["code": .string($0.code), "count": .int($0.count)] }),
        ]
        return object.rendered(JSONStyle(keys: .sorted, pretty: true, escaping: .minimal)) + "\n"
    }

    private func dayMembers(_ day: OwnerReport.DayFigures) -> [(String, JSONValue)] {
        [
            ("day", .string(day.day.description)), ("orders", .int(day.orders)),
            ("subtotal", .string(day.subtotal.decimalString)),
            ("discount", .string(day.discount.decimalString)), ("tax", .string(day.tax.decimalString)),
            ("tips", .string(day.tips.decimalString)), ("total", .string(day.total.decimalString)),
        ]
    }

    private func ratingObject(_ dish: OwnerReport.DishRating) -> JSONValue {
        [
            "sku": .string(dish.sku), "name": .string(dish.name), "ratings": .int(dish.summary.count),
            "average": .optional(dish.summary.averageText()),
            "stars": .array(dish.summary.distribution.map(JSONValue.int)),
            "months": .array(
                dish.months.map {
                    [
                        "month": .string($0.month), "ratings": .int($0.summary.count),
                        "average": .optional($0.summary.averageText()),
                    ]
                }),
        ]
    }

    private func productObject(_ product: OwnerReport.ProductCount) -> JSONValue {
        [
            "sku": .string(product.sku), "name": .string(product.name), "category": .string(product.category),
            "quantity": .int(product.quantity), "revenue": .string(product.revenue.decimalString),
        ]
    }
}
