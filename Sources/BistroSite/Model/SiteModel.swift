import BistroContent
import BistroCore
import BistroOrderBook
import Foundation

/// The whole site as values templates can render: built once per build from the loaded content, with
/// prices formatted, Markdown rendered and every URL decided. Immutable, so pages render concurrently.
package struct SiteModel: Sendable {
    package let content: RestaurantContent
    let urls: SiteURLs
    package let site: SiteView
    package let categories: [CategoryView]
    package let kits: [KitView]
    package let pages: [PageView]
    package let coupons: [CouponView]
    /// The kits page's introduction (`intro` in `kits.json`), rendered; empty when the owner wrote none.
    package let kitsIntro: RenderedMarkdown
    /// The booking page's settings; nil when the restaurant takes no bookings (no `book/` page then).
    package let bookingForm: BookingFormView?
    /// Home, menu, kits (when there are any), order, booking (when it takes bookings), then the pages that
    /// have a `menuOrder`.
    package let navigation: [NavigationLink]
    /// What the catalogue shows of the order book (live stock, "most ordered"); no change without one.
    let activity: CatalogActivity
    /// The photos pages show, whose resized copies the build publishes, by path in the content folder.
    let photos: [ResponsivePhoto]
    /// The tables' QR codes to print, when the restaurant takes orders at its tables and the sheet can be made
    /// (`TableSheetCheck` says why not).
    let tableSheet: TableSheet?

    package var restaurant: Restaurant { content.restaurant }

    /// The home page's featured dishes: the first item of each category that is not sold out.
    var featured: [ItemView] {
        categories.compactMap { $0.items.first { !$0.isSoldOut } }
    }

    /// Builds the model; reports URLs that two things would share (SKUs that slug alike, a page slug
    /// that takes a reserved folder) as content errors. With `activity`, stock comes from the order book
    /// where it tracks a SKU, and low stock (1 up to `lowStockThreshold`) and each category's most ordered
    /// product are marked.
    package init(
        content: RestaurantContent, contentDisplayPath: String = "Content",
        activity source: CatalogActivitySource? = nil,
        lowStockThreshold: Int = 5
    ) throws(ContentError) {
        self.content = content
        let activity = CatalogActivity(
            catalog: content.catalog, source: source, lowStockThreshold: lowStockThreshold,
            reviews: content.restaurant.reviews)
        self.activity = activity
        let restaurant = content.restaurant
        let urls = SiteURLs(baseURL: restaurant.baseURL)
        self.urls = urls
        let prices = PriceTexts(content: content)
        let images = ImageCatalog(content: content, rootPath: urls.rootPath)
        let separator = Locale(identifier: restaurant.locale).decimalSeparator ?? "."
        // Made here, once per dish, with one date formatter: not on the cores that make the pages' views.
        let days = DayText(locale: restaurant.locale)
        let ratings = activity.ratings.mapValues { RatingView($0, decimalSeparator: separator, days: days) }
        photos = images.photos.keys.sorted().map { images.photos[$0]! }
        tableSheet = restaurant.tables?.dineIn == true ? try? TableSheet(restaurant: restaurant) : nil
        try SiteModel.checkPaths(content, display: contentDisplayPath, images: images.diagnostics)

        let markdown = SiteModel.renderDescriptions(content.catalog, rootPath: urls.rootPath)
        // Each category's views on every core; `starts[c]` is where its items' descriptions begin.
        let catalogCategories = content.catalog.categories
        var offset = 0
        let starts = catalogCategories.map { category in
            defer { offset += category.items.count }
            return offset
        }
        categories = parallelMap(catalogCategories.count) { c in
            let category = catalogCategories[c]
            let categoryPath = SiteURLs.category(category.id)
            let items = category.items.enumerated().map { index, item in
                let stock = activity.stock(item.sku, initial: item.stock)
                let path = SiteURLs.item(item.sku, category: category.id)
                return ItemView(
                    sku: item.sku, name: item.name,
                    url: urls.link(path),
                    path: path,
                    price: prices.text(item.price), priceDecimal: item.price.decimalString,
                    description: markdown[starts[c] + index], calories: item.calories,
                    image: images.view(item.image, alt: item.name),
                    diets: item.diet.map { DietBadge(slug: Diet.className($0), label: Diet.label($0)) },
                    allergens: item.allergens, stock: stock,
                    categoryName: category.name, categoryURL: urls.link(categoryPath),
                    onlyLeft: activity.onlyLeft(stock), mostOrdered: activity.mostOrdered.contains(item.sku),
                    priceCents: item.price.minorUnits, dietWords: item.diet,
                    options: item.options.map {
                        OptionView($0, sku: item.sku, activity: activity, format: prices.text)
                    },
                    rating: ratings[item.sku])
            }
            return CategoryView(
                id: category.id, name: category.name, url: urls.link(categoryPath), path: categoryPath,
                description: MarkdownRenderer.render(category.description, headingOffset: 2, rootPath: urls.rootPath),
                items: items)
        }
        kits = content.catalog.kits.enumerated().map { index, kit in
            let stock = activity.stock(kit.sku, initial: kit.stock)
            return KitView(
                sku: kit.sku, name: kit.name, url: urls.link(SiteURLs.kit(kit.sku)), path: SiteURLs.kit(kit.sku),
                price: prices.text(kit.price), priceDecimal: kit.price.decimalString,
                description: markdown[offset + index], calories: kit.calories,
                image: images.view(kit.image, alt: kit.name), days: kit.days,
                meals: kit.meals.map { KitView.Meal(day: $0.day, name: $0.name) }, stock: stock,
                onlyLeft: activity.onlyLeft(stock), mostOrdered: activity.mostOrdered.contains(kit.sku),
                priceCents: kit.price.minorUnits,
                options: kit.options.map { OptionView($0, sku: kit.sku, activity: activity, format: prices.text) },
                rating: ratings[kit.sku])
        }
        pages = content.pages.map { page in
            PageView(
                title: page.title, slug: page.slug, url: urls.link(SiteURLs.page(page.slug)),
                path: SiteURLs.page(page.slug), menuOrder: page.menuOrder,
                body: MarkdownRenderer.render(page.body, rootPath: urls.rootPath))
        }
        coupons = content.coupons.filter(\.isPublic).map { prices.view($0) }
        // Under the page's <h1>: its headings start at <h2>.
        kitsIntro = MarkdownRenderer.render(content.kitsIntro, headingOffset: 1, rootPath: urls.rootPath)
        site = SiteView(
            restaurant: restaurant, urls: urls, logo: images.view("images/logo.svg", alt: restaurant.name),
            heroImage: restaurant.heroImage.flatMap { images.view($0.src, alt: $0.alt) }, hasKits: !kits.isEmpty,
            catalog: content.catalog)
        var navigation = [
            NavigationLink(title: "Home", path: SiteURLs.home, url: urls.link(SiteURLs.home)),
            NavigationLink(title: "Menu", path: SiteURLs.menu, url: urls.link(SiteURLs.menu)),
        ]
        if !kits.isEmpty {
            navigation.append(NavigationLink(title: "Meal kits", path: SiteURLs.kits, url: urls.link(SiteURLs.kits)))
        }
        navigation.append(NavigationLink(title: "Order", path: SiteURLs.order, url: urls.link(SiteURLs.order)))
        bookingForm = BookingFormView(restaurant: restaurant)
        if bookingForm != nil {
            navigation.append(NavigationLink(title: "Book a table", path: SiteURLs.book, url: urls.link(SiteURLs.book)))
        }
        navigation += pages.filter { $0.menuOrder != nil }.map {
            NavigationLink(title: $0.title, path: $0.path, url: $0.url)
        }
        self.navigation = navigation
    }

    /// Item then kit descriptions, rendered on every core (the slow part of modelling a big menu).
    private static func renderDescriptions(_ catalog: Catalog, rootPath: String) -> [RenderedMarkdown] {
        let texts = catalog.categories.flatMap { $0.items.map(\.description) } + catalog.kits.map(\.description)
        return parallelMap(texts.count) { MarkdownRenderer.render(texts[$0], headingOffset: 2, rootPath: rootPath) }
    }

    /// URLs two things would share, with the errors of `images`, all at once.
    private static func checkPaths(
        _ content: RestaurantContent, display: String, images: [Diagnostic]
    ) throws(ContentError) {
        var diagnostics = images
        // Path → the SKU that takes it; the message is only worded for a clash.
        var owners: [String: String] = [:]
        owners.reserveCapacity(content.catalog.categories.reduce(content.catalog.kits.count) { $0 + $1.items.count })
        func claim(_ path: String, sku: String, file: String) {
            if let other = owners[path] {
                diagnostics.append(
                    .error(
                        "SKU \"\(sku)\" would be published at /\(path), which SKU \"\(other)\" already uses",
                        at: .file(display + "/" + file)))
            } else {
                owners[path] = sku
            }
        }
        for category in content.catalog.categories {
            for item in category.items {
                claim(SiteURLs.item(item.sku, category: category.id), sku: item.sku, file: "menu.json")
            }
        }
        for kit in content.catalog.kits { claim(SiteURLs.kit(kit.sku), sku: kit.sku, file: "kits.json") }
        for page in content.pages {
            if SiteURLs.reservedSegments.contains(page.slug) {
                diagnostics.append(
                    .error(
                        "page slug \"\(page.slug)\" is reserved for the site's own folders ("
                            + "\(SiteURLs.reservedSegments.sorted().joined(separator: ", ")))",
                        at: .file(display + "/" + page.sourcePath)))
            }
        }
        if !diagnostics.isEmpty { throw ContentError(diagnostics) }
    }
}
