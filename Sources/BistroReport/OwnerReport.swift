import BistroCore

/// The owner's business figures for a period, as plain values: computed from the order book by
/// `ReportQuery` (in BistroOrders) and written as text, CSV, JSON or HTML by the renderers here.
public struct OwnerReport: Hashable, Sendable {
    public struct DayFigures: Hashable, Sendable {
        public var day: CalendarDay
        public var orders: Int
        public var subtotal: Money
        public var discount: Money
        public var tax: Money
        public var tips: Money
        public var total: Money

        public init(day: CalendarDay, orders: Int, subtotal: Money, discount: Money, tax: Money, tips: Money, total: Money) {
            self.day = day
            self.orders = orders
            self.subtotal = subtotal
            self.discount = discount
            self.tax = tax
            self.tips = tips
            self.total = total
        }
    }

    public struct ProductCount: Hashable, Sendable {
        public var sku: String
        public var name: String
        /// Category name, or "Meal kits".
        public var category: String
        public var quantity: Int
        public var revenue: Money

        public init(sku: String, name: String, category: String, quantity: Int, revenue: Money) {
            self.sku = sku
            self.name = name
            self.category = category
            self.quantity = quantity
            self.revenue = revenue
        }
    }

    public struct CouponUse: Hashable, Sendable {
        public var code: String
        public var redemptions: Int
        public var discount: Money
        /// Whether the code came from a scratch card.
        public var isScratchCard: Bool

        public init(code: String, redemptions: Int, discount: Money, isScratchCard: Bool) {
            self.code = code
            self.redemptions = redemptions
            self.discount = discount
            self.isScratchCard = isScratchCard
        }
    }

    public struct ScratchCards: Hashable, Sendable {
        public var draws: Int
        public var wins: Int
        public var redeemed: Int

        public init(draws: Int, wins: Int, redeemed: Int) {
            self.draws = draws
            self.wins = wins
            self.redeemed = redeemed
        }

        /// Redeemed wins per win, in percent (0 when nothing was won).
        public var redemptionPercent: Double { wins == 0 ? 0 : Double(redeemed) * 100 / Double(wins) }
    }

    public var restaurantName: String
    public var currency: Currency
    /// First and last day covered, inclusive (restaurant time zone).
    public var since: CalendarDay
    public var until: CalendarDay
    /// One entry per day of the period that had orders, oldest first.
    public var days: [DayFigures]
    /// Sums over the period (`day` is `until`). Added up by the order book, not here: a sum too large for
    /// an `Int` is an error there, never an overflow.
    public var totals: DayFigures
    /// Average total per customer in the period and over all history (nil without orders).
    public var averageSpendInPeriod: Money?
    public var averageSpendAllTime: Money?
    /// Most ordered products, most first (ties by SKU).
    public var topProducts: [ProductCount]
    /// The same, grouped by category in menu order.
    public var topProductsByCategory: [(category: String, products: [ProductCount])] {
        get { categoryGroups.map { ($0.category, $0.products) } }
        set { categoryGroups = newValue.map { CategoryGroup(category: $0.category, products: $0.products) } }
    }
    /// Accepted orders by pickup weekday (0 = Monday … 6 = Sunday) and hour of day (0–23).
    public var pickupSlots: [[Int]]
    public var coupons: [CouponUse]
    public var scratchCards: ScratchCards
    /// Rejected orders by rejection code, most first.
    public var rejections: [(code: String, count: Int)] {
        get { rejectionCounts.map { ($0.code, $0.count) } }
        set { rejectionCounts = newValue.map { RejectionCount(code: $0.code, count: $0.count) } }
    }

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

    public init(restaurantName: String, currency: Currency, since: CalendarDay, until: CalendarDay) {
        self.restaurantName = restaurantName
        self.currency = currency
        self.since = since
        self.until = until
        self.days = []
        let zero = Money.zero(currency)
        self.totals = DayFigures(day: until, orders: 0, subtotal: zero, discount: zero, tax: zero, tips: zero, total: zero)
        self.topProducts = []
        self.pickupSlots = Array(repeating: Array(repeating: 0, count: 24), count: 7)
        self.coupons = []
        self.scratchCards = ScratchCards(draws: 0, wins: 0, redeemed: 0)
    }

    public static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
}
