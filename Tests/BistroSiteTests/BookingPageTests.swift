import Foundation
import Testing

@testable import BistroContent
@testable import BistroCore
@testable import BistroSite
@testable import BistroTemplates

/// A booking's own page (`bookings/TOKEN/`), which `bistro serve` renders on request with
/// `SitePublisher.bookingPage(_:)`: in the site's layout, `noindex`, every guest string escaped, the times on
/// the restaurant's clock in its locale, and the token nowhere but in the cancel form.
@Suite struct BookingPageTests {
    static let token = String(repeating: "ab12", count: 16)
    static let hostile = #"<script>alert(1)</script> "'&"#

    /// Friday 2026-11-27, 18:00 to 19:30 in Toronto, given in UTC (the page shows the restaurant's clock).
    static func booking(
        status: BookingPageContent.Status = .booked, cancellable: Bool = true, name: String = "Ada Lovelace",
        note: String? = nil, tables: [String] = ["T2", "T3"]
    ) -> BookingPageContent {
        BookingPageContent(
            bookingNumber: "B-20261127-1", status: status, party: 6,
            startAt: LocalTime(iso8601: "2026-11-27T23:00:00Z")!, endAt: LocalTime(iso8601: "2026-11-28T00:30:00Z")!,
            tables: tables, guestName: name, note: note, token: token, cancellable: cancellable)
    }

    static func render(_ booking: BookingPageContent, content: RestaurantContent = SampleContent.takingBookings())
        throws -> String
    {
        let model = try SiteModel(content: content)
        return PageRenderer(model: model, templates: try TemplateSet.defaults()).renderBooking(booking)
    }

    @Test func guestStringsAreEscaped() throws {
        let html = try Self.render(Self.booking(name: Self.hostile, note: Self.hostile))
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains(#"</script> "'&"#))
        let escaped = "&lt;script&gt;alert(1)&lt;/script&gt; &quot;&#39;&amp;"
        #expect(html.contains("<dt>Name</dt><dd>\(escaped)</dd>"))
        #expect(html.contains(#"<dt>Note</dt><dd class="booking-note">\#(escaped)</dd>"#))
    }

    @Test func thePageIsPrivateAndInTheSitesLayout() throws {
        let html = try Self.render(Self.booking())
        #expect(html.contains(#"<meta name="robots" content="noindex">"#))
        #expect(!html.contains(#"rel="canonical""#))
        #expect(html.contains("<title>Booking B-20261127-1 · Test Café</title>"))
        #expect(html.contains(#"<header class="site-header">"#) && html.contains(#"<footer class="site-footer">"#))
        #expect(html.contains(#"<link rel="stylesheet" href="/assets/style.css">"#))
        #expect(html.contains(#"<link rel="stylesheet" href="/assets/booking.css">"#))
        #expect(html.contains(#"<script type="module" src="/assets/booking-cancel.js"></script>"#))
        #expect(html.contains(#"<a href="/book/">Book a table</a>"#))
    }

    @Test func theTokenIsOnlyInTheCancelForm() throws {
        let html = try Self.render(Self.booking())
        #expect(html.components(separatedBy: Self.token).count == 2)
        #expect(
            html.contains(
                #"<form id="cancel-form" data-endpoint="/api/bookings/cancel" data-token="\#(Self.token)" hidden>"#))
        #expect(html.contains(#"<button type="submit" id="cancel-booking" class="button button-secondary">"#))
        // Without JavaScript the page says how to cancel instead.
        #expect(html.contains("Cancelling online needs JavaScript. To cancel, call us at"))
        for status in [BookingPageContent.Status.seated, .noShow, .cancelled] {
            let page = try Self.render(Self.booking(status: status, cancellable: false))
            #expect(!page.contains(Self.token), "\(status)")
            #expect(!page.contains("cancel-form"), "\(status)")
        }
    }

    @Test func theBookingIsShownOnTheRestaurantsClockInItsLocale() throws {
        let html = try Self.render(Self.booking())
        let clock = ClockText(locale: "en_CA")
        #expect(
            html.contains(
                #"<dt>Day</dt><dd><time datetime="2026-11-27T18:00:00-05:00">Friday, November 27, 2026</time></dd>"#))
        #expect(
            html.contains(
                #"<time datetime="2026-11-27T18:00:00-05:00">\#(clock.text(18 * 60))</time> – <time datetime="2026-11-27T19:30:00-05:00">\#(clock.text(19 * 60 + 30))</time>"#
            ))
        #expect(html.contains("<dt>Party</dt><dd>6 people</dd>"))
        #expect(html.contains("<dt>Tables</dt><dd>T2 and T3</dd>"))
        #expect(html.contains(#"<span id="booking-status" class="status status-booked">Booked</span>"#))
        #expect(html.contains("<dt>Where</dt><dd>1 Main St, Toronto"))
        let one = try Self.render(Self.booking(tables: ["T4"]))
        #expect(one.contains("<dt>Table</dt><dd>T4</dd>"))
    }

    @Test func eachStatusIsNamed() throws {
        let cancelled = try Self.render(Self.booking(status: .cancelled, cancellable: false))
        #expect(cancelled.contains(#"class="status status-cancelled">Cancelled</span>"#))
        #expect(cancelled.contains("This booking is cancelled"))
        let noShow = try Self.render(Self.booking(status: .noShow, cancellable: false))
        #expect(noShow.contains(#"class="status status-no-show">No-show</span>"#))
        let seated = try Self.render(Self.booking(status: .seated, cancellable: false))
        #expect(seated.contains(#"class="status status-seated">Seated</span>"#))
    }

    /// Without `orders.bookingEndpoint` (bookings switched off since) there is nowhere to cancel online.
    @Test func noEndpointNoCancelButton() throws {
        var content = SampleContent.takingBookings()
        content.restaurant.endpoints.bookings = nil
        let html = try Self.render(Self.booking(), content: content)
        #expect(!html.contains(Self.token) && !html.contains("cancel-form"))
        #expect(html.contains("<h1>Booking B-20261127-1</h1>"))
    }

    /// The publisher renders it with what it read of the content, before and after its first publish.
    @Test func thePublisherRendersIt() throws {
        let restaurant = try SitePublisherTests.Restaurant()
        defer { restaurant.remove() }
        let publisher = restaurant.publisher()
        let before = try publisher.bookingPage(Self.booking(name: Self.hostile))
        #expect(before.contains("<title>Booking B-20261127-1 · Royal Café</title>"))
        #expect(before.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        try publisher.publish(now: SitePublisherTests.Restaurant.noon)
        let after = try publisher.bookingPage(Self.booking())
        #expect(after.contains(#"data-endpoint="/api/bookings/cancel""#))
        #expect(after.contains("212 Queen Street West"))
        // No file of the published site has the token.
        let site = BistroSiteFiles.all(restaurant.site)
        #expect(!site.isEmpty && site.allSatisfy { !$0.value.contains(Self.token) })
    }
}

/// The text files below a folder, by relative path.
enum BistroSiteFiles {
    static func all(_ folder: URL) -> [String: String] {
        var files: [String: String] = [:]
        for path in TemplateSet.listAllFiles(folder) {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) {
                files[path] = String(decoding: data, as: UTF8.self)
            }
        }
        return files
    }
}
