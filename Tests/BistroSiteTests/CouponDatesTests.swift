import BistroCore
import Testing

@testable import BistroContent
@testable import BistroSite
@testable import BistroTemplates

/// Issue 25 item 9: a coupon's validity dates read as the restaurant's locale writes a date, with the ISO day
/// kept for `<time datetime>`.
@Suite struct CouponDatesTests {
    private func content(locale: String) -> RestaurantContent {
        var content = SampleContent.make()
        content.restaurant.locale = locale
        content.coupons[0].validFrom = CalendarDay(year: 2026, month: 11, day: 1)
        content.coupons[0].validUntil = CalendarDay(year: 2027, month: 1, day: 31)
        return content
    }

    @Test func daysAreWrittenInTheLocalesLongStyle() {
        let day = CalendarDay(year: 2026, month: 11, day: 1)
        #expect(DayText(locale: "en_CA").long(day) == "November 1, 2026")
        #expect(DayText(locale: "fr_CA").long(day) == "1 novembre 2026")
    }

    @Test func theCouponViewCarriesTheLocaleTextAndTheISODay() throws {
        let coupon = try #require(try SiteModel(content: content(locale: "en_CA")).coupons.first)
        #expect(coupon.validFrom == "November 1, 2026")
        #expect(coupon.validUntil == "January 31, 2027")
        #expect(coupon.validFromISO == "2026-11-01")
        #expect(coupon.validUntilISO == "2027-01-31")
    }

    @Test func theHomePageShowsTheDatesInsideTimeElements() throws {
        let model = try SiteModel(content: content(locale: "en_CA"))
        let html = PageRenderer(model: model, templates: try TemplateSet.defaults()).render(.home)
        #expect(html.contains(#"From <time datetime="2026-11-01">November 1, 2026</time>."#))
        #expect(html.contains(#"Until <time datetime="2027-01-31">January 31, 2027</time>."#))
        #expect(!html.contains("From 2026-11-01"))
        let french = try SiteModel(content: content(locale: "fr_CA"))
        let page = PageRenderer(model: french, templates: try TemplateSet.defaults()).render(.home)
        #expect(page.contains(#"<time datetime="2026-11-01">1 novembre 2026</time>"#))
    }
}
