import Foundation
import Testing

@testable import BistroContent
@testable import BistroCore
@testable import BistroSite
@testable import BistroTemplates

/// The booking page (`book/`): published, in the navigation and the sitemap, when the restaurant takes
/// bookings (`tables.bookings` and `orders.bookingEndpoint`), and removed with them.
@Suite struct BookPageTests {
    static func render(_ page: SitePage, content: RestaurantContent) throws -> String {
        let model = try SiteModel(content: content)
        return PageRenderer(model: model, templates: try TemplateSet.defaults()).render(page)
    }

    @Test func thePageHasTheFormItsScriptFills() throws {
        var content = SampleContent.takingBookings()
        content.restaurant.tables?.bookings?.maxPartySize = 3
        let model = try SiteModel(content: content)
        #expect(SitePage.all(in: model).contains(.book))
        #expect(model.navigation.map(\.title) == ["Home", "Menu", "Meal kits", "Order", "Book a table", "About"])
        let html = try Self.render(.book, content: content)
        #expect(html.contains("<title>Book a table · Test Café</title>"))
        #expect(html.contains(#"<link rel="canonical" href="https://cafe.example/book/">"#))
        #expect(html.contains(#"<a href="/book/" aria-current="page">Book a table</a>"#))
        #expect(
            html.contains(
                #"<form id="booking-form" class="booking-form" data-endpoint="/api/bookings" data-time-zone="America/Toronto" data-advance-days="30" novalidate hidden>"#
            ))
        #expect(
            html.contains(
                """
                <option value="1">1 person</option>
                <option value="2" selected>2 people</option>
                <option value="3">3 people</option>
                </select>
                """))
        #expect(html.contains(#"<input id="booking-date" name="date" type="date" required>"#))
        #expect(html.contains("A table is yours for 90 minutes. Book at least 1 hour ahead and up to 30 days ahead"))
        #expect(
            html.contains(
                #"Booking a table online needs JavaScript. To book, call us at <a href="tel:+14165550100">+1 416 555 0100</a>."#
            ))
        #expect(html.contains(#"<script type="module" src="/assets/book-table.js"></script>"#))
        #expect(!html.contains("order-form.js"))
    }

    @Test func noBookingsNoPage() throws {
        for remove in [0, 1] {
            var content = SampleContent.takingBookings()
            if remove == 0 { content.restaurant.endpoints.bookings = nil } else { content.restaurant.tables = nil }
            let model = try SiteModel(content: content)
            #expect(!SitePage.all(in: model).contains(.book))
            #expect(!model.navigation.map(\.title).contains("Book a table"))
        }
    }

    @Test func aPageSlugMayNotTakeTheBookingFolders() throws {
        for slug in ["book", "bookings"] {
            var content = SampleContent.make()
            content.pages = [Page(title: "Book", slug: slug, body: "Hi", sourcePath: "pages/\(slug).md")]
            #expect(throws: ContentError.self) { try SiteModel(content: content) }
        }
    }

    @Test func theBuildPublishesItAndRemovesItWithTheBookings() throws {
        let restaurant = try SitePublisherTests.Restaurant()
        defer { restaurant.remove() }
        let builder = SiteBuilder(
            folders: .init(
                content: restaurant.content.path, templates: restaurant.templates.path, output: restaurant.site.path))
        _ = try builder.build()
        let book = restaurant.site.appendingPathComponent("book/index.html").path
        #expect(FileManager.default.fileExists(atPath: book))
        let sitemap = try String(contentsOf: restaurant.site.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://royalcafe.example/book/</loc>"))
        let home = try String(contentsOf: restaurant.site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(home.contains(#"<li><a href="/book/">Book a table</a></li>"#))

        let file = restaurant.content.appendingPathComponent("restaurant.json")
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [String: Any]
        var orders = json["orders"] as! [String: Any]
        orders["bookingEndpoint"] = nil
        json["orders"] = orders
        try JSONSerialization.data(withJSONObject: json).write(to: file)
        _ = try builder.build()
        #expect(!FileManager.default.fileExists(atPath: book))
        let after = try String(contentsOf: restaurant.site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!after.contains("Book a table"))
    }
}
