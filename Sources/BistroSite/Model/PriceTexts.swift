import BistroContent
import BistroCore

/// Every price of the catalog formatted for the restaurant's locale, once per distinct amount: Foundation's
/// currency formatting costs microseconds a call, and a big menu repeats the same prices many times.
struct PriceTexts {
    private let formatter: MoneyFormatter
    private let texts: [Int: String]
    private let days: DayText

    init(content: RestaurantContent) {
        let restaurant = content.restaurant
        days = DayText(locale: restaurant.locale)
        formatter = MoneyFormatter(localeIdentifier: restaurant.locale, currency: restaurant.currency)
        var amounts = Set<Int>()
        for category in content.catalog.categories {
            for item in category.items { amounts.insert(item.price.minorUnits) }
        }
        for kit in content.catalog.kits { amounts.insert(kit.price.minorUnits) }
        let currency = restaurant.currency
        var texts: [Int: String] = [:]
        for amount in amounts { texts[amount] = formatter.format(Money(minorUnits: amount, currency: currency)) }
        self.texts = texts
    }

    func text(_ money: Money) -> String {
        texts[money.minorUnits] ?? formatter.format(money)
    }

    func view(_ coupon: Coupon) -> CouponView {
        let discount =
            switch coupon.discount {
            case .percentOff(let percent): "\(percent)% off"
            case .amountOff(let amount): "\(text(amount)) off"
            }
        let minimum = coupon.minimumSubtotal.flatMap { $0.minorUnits > 0 ? text($0) : nil }
        return CouponView(
            code: coupon.code, discount: discount, description: coupon.description, minimumSubtotal: minimum,
            validFrom: coupon.validFrom.map(days.long), validUntil: coupon.validUntil.map(days.long),
            validFromISO: coupon.validFrom?.description, validUntilISO: coupon.validUntil?.description,
            oncePerCustomer: coupon.oncePerCustomer)
    }
}
