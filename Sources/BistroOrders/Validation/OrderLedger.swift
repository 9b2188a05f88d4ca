/// The counts validation needs from the order book: stock left and coupon redemptions. The processor's
/// implementation answers from the database plus the orders accepted earlier in the same batch.
public protocol OrderLedger {
    /// Units left of a SKU, or nil when its stock is unlimited.
    func stockLeft(sku: String) -> Int?
    /// Accepted orders that redeemed a coupon (normalized code).
    func redemptions(code: String) -> Int
    /// Those of them placed by one customer (normalized email).
    func redemptions(code: String, email: String) -> Int
}
