import BistroCore

/// Where loaded things were written, so checks that span files (duplicate SKUs, missing images, coupons
/// naming unknown SKUs) can point at the exact spot.
final class SourceMap {
    /// Every SKU definition in reading order, duplicates included.
    var skus: [(sku: String, location: SourceLocation)] = []
    var categoryIDs: [(id: String, location: SourceLocation)] = []
    var images: [(path: String, location: SourceLocation)] = []
    var couponCodes: [(code: String, location: SourceLocation)] = []
    var couponTargets: [(target: String, location: SourceLocation)] = []
    /// Where each product's `stock` is written.
    var stocks: [(sku: String, location: SourceLocation)] = []
    /// Where restaurant.json's `tables` is written.
    var tables: SourceLocation?

    /// Adds `other`'s entries after this map's own.
    func append(_ other: SourceMap) {
        skus += other.skus
        categoryIDs += other.categoryIDs
        images += other.images
        couponCodes += other.couponCodes
        couponTargets += other.couponTargets
        stocks += other.stocks
        tables = tables ?? other.tables
    }
}
