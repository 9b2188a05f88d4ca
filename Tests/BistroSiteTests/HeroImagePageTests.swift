import BistroCore
import Testing

@testable import BistroContent
@testable import BistroSite
@testable import BistroTemplates

/// Issue 25 item 9: a photo-led home page (restaurant.json `heroImage`) and cards that look right without a
/// photo (`card-compact`, no empty picture slot).
@Suite struct HeroImagePageTests {
    private func home(_ content: RestaurantContent) throws -> String {
        PageRenderer(model: try SiteModel(content: content), templates: try TemplateSet.defaults()).render(.home)
    }

    @Test func theHomePageShowsTheHeroImageWithTheNameAndTagline() throws {
        var content = SampleContent.make()
        content.restaurant.tagline = "Good food"
        content.restaurant.heroImage = HeroImage(src: "images/hero.svg", alt: "Our dining room")
        content.images = ["images/hero.svg"]
        let html = try home(content)
        #expect(html.contains(#"<section class="hero hero-photo">"#))
        #expect(html.contains(#"<img class="hero-image" src="/images/hero.svg" alt="Our dining room">"#))
        let text = try #require(html.range(of: #"<div class="hero-text">"#))
        #expect(html[text.upperBound...].hasPrefix("\n<h1>Test Café</h1>\n<p class=\"tagline\">Good food</p>"))
    }

    @Test func withoutAHeroImageTheHeroHasNoPicture() throws {
        let html = try home(SampleContent.make())
        #expect(html.contains(#"<section class="hero">"#))
        #expect(!html.contains("hero-image"))
    }

    @Test func aCardWithoutAPhotoIsCompactAndOneWithAPhotoIsNot() throws {
        var content = SampleContent.make()
        content.images = ["images/burger.svg"]
        content.catalog.categories[0].items[0].image = "images/burger.svg"
        let model = try SiteModel(content: content)
        let page = PageRenderer(model: model, templates: try TemplateSet.defaults())
        let burgers = page.render(.category(0)), soups = page.render(.category(1))
        #expect(burgers.contains(#"<article class="card filterable" data-sku="RC-BURG-01""#))
        #expect(burgers.contains(#"class="card-image""#))
        #expect(soups.contains(#"<article class="card filterable card-compact is-soldout" data-sku="RC-SOUP-01""#))
        #expect(!soups.contains("card-image"))
    }
}
