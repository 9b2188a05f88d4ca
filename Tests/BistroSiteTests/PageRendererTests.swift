import Foundation
import Testing

@testable import BistroContent
@testable import BistroSite
@testable import BistroTemplates

@Suite struct PageRendererTests {
    func render(_ page: SitePage, content: RestaurantContent = SampleContent.make()) throws -> String {
        let model = try SiteModel(content: content)
        return PageRenderer(model: model, templates: try TemplateSet.defaults()).render(page)
    }

    @Test func namesAreEscapedEverywhere() throws {
        let html = try render(
            .item(category: 0, item: 0), content: SampleContent.make(itemName: #"Bad <b>"Burger"</b> & 'Co'"#))
        let outsideScript = html.replacingOccurrences(
            of: #"<script type="application/ld\+json">[^\n]*</script>"#, with: "", options: .regularExpression)
        #expect(!outsideScript.contains("<b>"))
        #expect(html.contains("Bad &lt;b&gt;&quot;Burger&quot;&lt;/b&gt; &amp; &#39;Co&#39;"))
        // The JSON-LD carries the name as JSON, and the script element can't be closed by it.
        #expect(html.contains(#""name":"Bad <b>\"Burger\"<\/b> & 'Co'""#))
    }

    @Test func itemPageShowsLocalizedPriceBadgesAllergensAndCalories() throws {
        let html = try render(.item(category: 0, item: 0))
        #expect(html.contains("<span class=\"price\">$16.50</span>"))
        #expect(html.contains(">Vegetarian</span>"))
        #expect(html.contains(">Gluten-free</span>"))
        #expect(html.contains("gluten, milk"))
        #expect(html.contains("650 kcal"))
        #expect(html.contains("<p>A <strong>juicy</strong> burger.</p>"))
        #expect(!html.contains("Sold out"))
        #expect(html.contains("<html lang=\"en-CA\">"))
    }

    @Test func soldOutItemsSaySo() throws {
        let html = try render(.item(category: 0, item: 0), content: SampleContent.make(stock: 0))
        #expect(html.contains("badge-soldout\">Sold out</span>"))
        let menu = try render(.menu)
        #expect(
            menu.contains(
                "Pea Soup</a> <span class=\"price\">$7.00</span> <span class=\"badge badge-soldout\">Sold out</span>"))
    }

    @Test func navigationMarksTheCurrentPage() throws {
        let html = try render(.kits)
        #expect(html.contains("<a href=\"/kits/\" aria-current=\"page\">Meal kits</a>"))
        #expect(html.contains("<a href=\"/about/\">About</a>"))
        #expect(html.contains("<a class=\"skip-link\" href=\"#main\">"))
    }

    @Test func pageWithOwnHeadingGetsNoSecondOne() throws {
        let html = try render(.page(0))
        #expect(html.contains("<h1>About us</h1>"))
        #expect(!html.contains("<h1>About</h1>"))
    }

    @Test func homeListsPublicCouponsAndHours() throws {
        let html = try render(.home)
        #expect(html.contains("WELCOME10"))
        #expect(html.contains("10% off"))
        // en_CA: 12-hour times (ICU puts a narrow no-break space before AM/PM); `datetime` stays 24-hour.
        #expect(
            html.contains(
                "<th scope=\"row\">Monday</th><td><span class=\"range\"><time datetime=\"11:00\">11:00\u{202F}AM</time> – "
                    + "<time datetime=\"21:00\">9:00\u{202F}PM</time></span>"))
        #expect(html.contains("<th scope=\"row\">Tuesday</th><td>Closed</td>"))
    }
}
