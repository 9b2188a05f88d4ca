import BistroCore

/// Everything the owner keeps in `Content/`, loaded and checked.
package struct RestaurantContent: Sendable {
    package var restaurant: Restaurant
    package var catalog: Catalog
    package var coupons: [Coupon]
    /// Pages sorted by menu order, then title.
    package var pages: [Page]
    /// Files under `images/`, relative to the content folder ("images/logo.svg"), sorted.
    package var images: [String]
    /// The folder the content was read from.
    package var directory: String
    /// Markdown introducing the meal kits on the kits page (`intro` in `kits.json`); "" for none.
    package var kitsIntro: String
    /// Where each product's `stock` is written, for warnings about it.
    package var stockLocations: [String: SourceLocation] = [:]
    /// Where each image a dish, kit or the home page shows is first named (its `image` or `heroImage.src`
    /// field), for errors about the file.
    package var imageLocations: [String: SourceLocation] = [:]
    /// Where restaurant.json's `tables` is written, for warnings about them.
    package var tablesLocation: SourceLocation?

    package init(
        restaurant: Restaurant, catalog: Catalog, coupons: [Coupon] = [], pages: [Page] = [], images: [String] = [],
        directory: String,
        kitsIntro: String = ""
    ) {
        self.restaurant = restaurant
        self.catalog = catalog
        self.coupons = coupons
        self.pages = pages
        self.images = images
        self.directory = directory
        self.kitsIntro = kitsIntro
    }
}
