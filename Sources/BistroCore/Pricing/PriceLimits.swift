/// The largest amounts Bistro takes, in the currency's major unit. Both lie far beyond any restaurant's menu
/// or order, and keep every figure — a line, a total, a report adding up millions of orders — well inside
/// 64-bit integers, so no amount a content file or an order file can name makes arithmetic overflow.
package enum PriceLimits {
    /// The highest price of an item or kit: 100,000 (100000.00 CAD, 100000 JPY).
    static let maximumPriceMajorUnits = 100_000
    /// The highest figure of one order (a line, the subtotal, tax, tip, total): 1,000,000,000.
    static let maximumOrderFigureMajorUnits = 1_000_000_000

    package static func maximumPrice(_ currency: Currency) -> Money {
        Money(minorUnits: maximumPriceMajorUnits * currency.minorUnitsPerMajor, currency: currency)
    }

    package static func maximumOrderFigure(_ currency: Currency) -> Money {
        Money(minorUnits: maximumOrderFigureMajorUnits * currency.minorUnitsPerMajor, currency: currency)
    }
}
