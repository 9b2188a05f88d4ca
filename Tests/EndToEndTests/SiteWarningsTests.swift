import Foundation
import Testing

/// Mistakes that still build are warnings from `bistro check` and `bistro build`, with their position,
/// and never change the exit status: a misspelt template name, a Markdown table, raw HTML in Markdown.
@Suite struct SiteWarningsTests {
    /// A restaurant made by `bistro new` in a fresh folder (its templates are the owner's copies).
    static func newRestaurant() throws -> (folder: URL, cafe: URL) {
        let folder = BistroRunner.temporaryFolder()
        let created = try BistroRunner.run(["new", "cafe"], in: folder)
        #expect(created.status == 0, "\(created.stderr)")
        return (folder, folder.appendingPathComponent("cafe"))
    }

    static func write(_ text: String, to path: String, in folder: URL) throws {
        try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    @Test func aMisspeltTemplateNameIsWarnedWithItsPositionAndTheBuildSucceeds() throws {
        let (folder, cafe) = try Self.newRestaurant()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A new restaurant's own copies of the templates have nothing to warn about (its restaurant.json sets
        // no mail transport yet).
        let clean = try BistroRunner.run(["check"], in: cafe)
        #expect(clean.status == 0)
        #expect(clean.stderr == MailTransportWarningLine.line(content: "Content"))
        try Self.write(
            """
            {{<layout}}
            {{$main}}
            {{#item}}<h1>{{nmae}}</h1>{{> partials/price}}{{#diets}}{{label}}{{/diets}}{{/item}}
            <p>{{{rendered.price}}} {{{rendered.pirce}}}</p>
            {{/main}}
            {{/layout}}
            """, to: "Templates/item.mustache", in: cafe)
        // The owner's own partial, used inside the item: its names are the item's (that `rendered.price`
        // shows it outside the item too does not make them unknown: a name is known where it resolves once).
        try Self.write("<p class=\"price\">{{price}} {{sku}}</p>\n", to: "Templates/partials/price.mustache", in: cafe)
        let expected = """
            Templates/item.mustache:3:16: warning: no page has a value named "nmae" (did you mean name?)
            Templates/item.mustache:4:28: warning: no page has a value named "rendered.pirce" (did you mean rendered.price?)

            """
        let check = try BistroRunner.run(["check"], in: cafe)
        #expect(check.status == 0)
        #expect(MailTransportWarningLine.removed(from: check.stderr) == expected)
        #expect(check.stdout.contains("Templates: ok"))
        let build = try BistroRunner.run(["build"], in: cafe)
        #expect(build.status == 0)
        #expect(build.stderr == expected)
        let page = try String(
            contentsOf: cafe.appendingPathComponent("Site/menu/mains/main-01/index.html"), encoding: .utf8)
        #expect(page.contains("<h1></h1><p class=\"price\">$15.00 MAIN-01</p>"))
    }

    @Test func markdownTablesAndRawHTMLAreWarnedAndImagesGetTheSitePath() throws {
        let (folder, cafe) = try Self.newRestaurant()
        defer { try? FileManager.default.removeItem(at: folder) }
        let restaurant = try String(contentsOf: cafe.appendingPathComponent("Content/restaurant.json"), encoding: .utf8)
        try Self.write(
            restaurant.replacingOccurrences(of: "\"https://example.com/\"", with: "\"https://example.com/cafe/\""),
            to: "Content/restaurant.json", in: cafe)
        try Self.write(
            """
            ---
            title: Opening notes
            ---

            ![Our dining room](images/dish.svg)

            | Day | Hours |
            |-----|-------|
            | Mon | 11–9  |

            Call <a href="tel:1">us</a>.
            """, to: "Content/pages/notes.md", in: cafe)
        let expected = """
            Content/pages/notes.md:7:1: warning: Markdown has no tables: these rows would show as text with "|"; write them as a list (see docs/content.md)
            Content/pages/notes.md:11:6: warning: raw HTML is left out of the page (Markdown is published without HTML); write this in Markdown

            """
        let check = try BistroRunner.run(["check"], in: cafe)
        #expect(check.status == 0)
        #expect(MailTransportWarningLine.removed(from: check.stderr) == expected)
        let build = try BistroRunner.run(["build"], in: cafe)
        #expect(build.status == 0)
        #expect(build.stderr == expected)
        let page = try String(contentsOf: cafe.appendingPathComponent("Site/notes/index.html"), encoding: .utf8)
        #expect(page.contains(#"<img src="/cafe/images/dish.svg" alt="Our dining room" />"#))
        let about = try String(contentsOf: cafe.appendingPathComponent("Site/about/index.html"), encoding: .utf8)
        #expect(about.contains(#"<img src="/cafe/images/dish.svg" alt="A plate of our food" />"#))
    }

    /// Every page links the restaurant's logo as its icon; the kits page opens with the owner's `intro`.
    @Test func pagesHaveTheLogoAsIconAndTheKitsPageTheOwnersIntro() throws {
        let output = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let check = try BistroRunner.run(["check"])
        #expect(check.status == 0)
        #expect(
            check.stderr == MailTransportWarningLine.line(content: "Content"),
            "the demo restaurant has nothing to warn about but its missing mail transport")
        #expect(try BistroRunner.run(["build", "--output", output.path]).status == 0)
        // The site's pages; the tables' QR code sheet (tables/index.html) is a page of its own, whole in any folder.
        let pages = BistroRunner.snapshot(output).filter { $0.key.hasSuffix(".html") && !$0.key.hasPrefix("tables/") }
        #expect(pages.count == 37)  // 404.html and book/ too
        for (path, data) in pages {
            #expect(
                String(decoding: data, as: UTF8.self).contains(
                    #"<link rel="icon" href="/images/logo.svg" type="image/svg+xml">"#), "\(path)")
        }
        let kits = String(decoding: pages["kits/index.html"] ?? Data(), as: UTF8.self)
        #expect(
            kits.contains(
                #"<div class="lead prose"><p>A week of dinners from our kitchen, ready to heat and share. Every kit is cooked fresh on <strong>Sunday</strong>"#
            ))
        #expect(kits.contains(#"<meta name="description" content="A week of dinners from our kitchen"#))

        // Without an intro the kits page has none (no fixed sentence); without a logo, no icon.
        let (folder, cafe) = try Self.newRestaurant()
        defer { try? FileManager.default.removeItem(at: folder) }
        let starterKits = try String(contentsOf: cafe.appendingPathComponent("Content/kits.json"), encoding: .utf8)
        #expect(starterKits.contains("\"intro\""))
        let kitsWithoutIntro = starterKits.split(separator: "\n").filter { !$0.contains("\"intro\"") }.joined(
            separator: "\n")
        try Self.write(kitsWithoutIntro, to: "Content/kits.json", in: cafe)
        try FileManager.default.removeItem(at: cafe.appendingPathComponent("Content/images/logo.svg"))
        #expect(try BistroRunner.run(["build"], in: cafe).status == 0)
        let plain = try String(contentsOf: cafe.appendingPathComponent("Site/kits/index.html"), encoding: .utf8)
        #expect(!plain.contains("lead"))
        #expect(!plain.contains("A week of dinners"))
        #expect(!plain.contains("rel=\"icon\""))
    }
}
