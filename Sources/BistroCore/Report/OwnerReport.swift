/// The owner's business figures for a period, as plain values: computed from the order book by
/// `ReportQuery` (in BistroOrderBook) and written as text, CSV, JSON or HTML by BistroReport.
package struct OwnerReport: Hashable, Sendable {
    package struct DayFigures: Hashable, Sendable {
        package var day: CalendarDay
        package var orders: Int
        package var subtotal: Money
        package var discount: Money
        package var tax: Money
        package var tips: Money
        package var total: Money

        package init(
            day: CalendarDay, orders: Int, subtotal: Money, discount: Money, tax: Money, tips: Money, total: Money
        ) {
            self.day = day
            self.orders = orders
            self.subtotal = subtotal
            self.discount = discount
            self.tax = tax
            self.tips = tips
            self.total = total
        }
    }

    /// How often one option choice was ordered: units of the item ordered with it, and what it added.
    package struct ChoiceCount: Hashable, Sendable {
        /// "RC-BURG-04/size/large".
        package var key: String
        /// "Crispy Fish Wrap: Large".
        package var name: String
        package var quantity: Int
        package var revenue: Money

        package init(key: String, name: String, quantity: Int, revenue: Money) {
            self.key = key
            self.name = name
            self.quantity = quantity
            self.revenue = revenue
        }
    }

    package struct ProductCount: Hashable, Sendable {
        package var sku: String
        package var name: String
        /// Category name, or "Meal kits".
        package var category: String
        package var quantity: Int
        package var revenue: Money

        package init(sku: String, name: String, category: String, quantity: Int, revenue: Money) {
            self.sku = sku
            self.name = name
            self.category = category
            self.quantity = quantity
            self.revenue = revenue
        }
    }

    package struct CouponUse: Hashable, Sendable {
        package var code: String
        package var redemptions: Int
        package var discount: Money
        /// Whether the code came from a scratch card.
        package var isScratchCard: Bool

        package init(code: String, redemptions: Int, discount: Money, isScratchCard: Bool) {
            self.code = code
            self.redemptions = redemptions
            self.discount = discount
            self.isScratchCard = isScratchCard
        }
    }

    package struct ScratchCards: Hashable, Sendable {
        package var draws: Int
        package var wins: Int
        package var redeemed: Int

        package init(draws: Int, wins: Int, redeemed: Int) {
            self.draws = draws
            self.wins = wins
            self.redeemed = redeemed
        }

        /// Redeemed wins per win, in percent (0 when nothing was won).
        package var redemptionPercent: Double { wins == 0 ? 0 : Double(redeemed) * 100 / Double(wins) }
    }

    package var restaurantName: String
    package var currency: Currency
    /// First and last day covered, inclusive (restaurant time zone).
    package var since: CalendarDay
    package var until: CalendarDay
    /// One entry per day of the period that had orders, oldest first.
    package var days: [DayFigures]
    /// Sums over the period (`day` is `until`). Added up by the order book, not here: a sum too large for
    /// an `Int` is an error there, never an overflow.
    package var totals: DayFigures
    /// Average total per customer in the period and over all history (nil without orders).
    package var averageSpendInPeriod: Money?
    package var averageSpendAllTime: Money?
    /// Most ordered products, most first (ties by SKU).
    package var topProducts: [ProductCount]
    /// The same, grouped by category in menu order.
    package var topProductsByCategory: [(category: String, products: [ProductCount])] {
        get { categoryGroups.map { ($0.category, $0.products) } }
        set { categoryGroups = newValue.map { CategoryGroup(category: $0.category, products: $0.products) } }
    }
    /// Option choices, most ordered first (ties by key); empty when no order chose any.
    package var chosenOptions: [ChoiceCount] = []
    /// Accepted orders by pickup weekday (0 = Monday … 6 = Sunday) and hour of day (0–23).
    package var pickupSlots: [[Int]]
    package var coupons: [CouponUse]
    package var scratchCards: ScratchCards
    /// Rejected orders by rejection code, most first.
    package var rejections: [(code: String, count: Int)] {
        get { rejectionCounts.map { ($0.code, $0.count) } }
        set { rejectionCounts = newValue.map { RejectionCount(code: $0.code, count: $0.count) } }
    }

    /// Approved ratings given in the period, per dish by SKU (`OwnerReport+Ratings.swift`).
    package var ratings: [DishRating] = []
    /// Ratings waiting for the owner (`bistro reviews --pending`), whenever they came.
    package var ratingsWaiting = 0

    /// Table bookings of the period (`OwnerReport+Bookings.swift`); nil when the restaurant takes no bookings
    /// and none starts in the period.
    package var bookings: BookingFigures?

    private struct CategoryGroup: Hashable, Sendable {
        var category: String
        var products: [ProductCount]
    }

    private struct RejectionCount: Hashable, Sendable {
        var code: String
        var count: Int
    }

    private var categoryGroups: [CategoryGroup] = []
    private var rejectionCounts: [RejectionCount] = []

    package init(restaurantName: String, currency: Currency, since: CalendarDay, until: CalendarDay) {
        self.restaurantName = restaurantName
        self.currency = currency
        self.since = since
        self.until = until
        self.days = []
        let zero = Money.zero(currency)
        self.totals = DayFigures(
            day: until, orders: 0, subtotal: zero, discount: zero, tax: zero, tips: zero, total: zero)
        self.topProducts = []
        self.pickupSlots = Array(repeating: Array(repeating: 0, count: 24), count: 7)
        self.coupons = []
        self.scratchCards = ScratchCards(draws: 0, wins: 0, redeemed: 0)
    }

    package static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
}
