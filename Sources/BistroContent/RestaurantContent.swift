import BistroCore

/// Everything the owner keeps in `Content/`, loaded and checked.
public struct RestaurantContent: Sendable {
    public var restaurant: Restaurant
    public var catalog: Catalog
    public var coupons: [Coupon]
    /// Pages sorted by menu order, then title.
    public var pages: [Page]
    /// Files under `images/`, relative to the content folder ("images/logo.svg"), sorted.
    public var images: [String]
    /// The folder the content was read from.
    public var directory: String

    public init(restaurant: Restaurant, catalog: Catalog, coupons: [Coupon] = [], pages: [Page] = [], images: [String] = [], directory: String) {
        self.restaurant = restaurant
        self.catalog = catalog
        self.coupons = coupons
        self.pages = pages
        self.images = images
        self.directory = directory
    }
}
