import Foundation
import Testing

@testable import BistroContent
@testable import BistroCore
@testable import BistroSite
@testable import BistroTemplates

/// The tables' QR code sheet (`TableSheet`, issue 27): published in `tables/` when the restaurant takes dine-in
/// orders, through the site's writer (so it goes when they stop), never in the sitemap; refused, with a
/// warning, without an absolute `baseURL`.
@Suite struct TableSheetTests {
    static func content(dineIn: Bool = true, baseURL: String = "https://cafe.example/") -> RestaurantContent {
        var content = SampleContent.make()
        content.restaurant.baseURL = baseURL
        content.restaurant.tables = TableSettings(
            list: [.init(id: "T1", seats: 2), .init(id: "patio-3", seats: 1)], dineIn: dineIn)
        return content
    }

    static func files(_ content: RestaurantContent) throws -> [String: String] {
        let model = try SiteModel(content: content)
        let templates = try TemplateSet.load(directory: nil, displayDirectory: "")
        let photos = PhotoCache(output: URL(fileURLWithPath: "/nonexistent"))
        let renderer = PageRenderer(model: model, templates: templates)
        var texts: [String: String] = [:]
        for file in SiteFile.all(model: model, templates: templates, photos: photos)
        where file.path.hasPrefix("tables/") || file.path.hasSuffix(".xml") {
            if case .text(let text) = try file.contents(renderer: renderer) { texts[file.path] = text }
        }
        return texts
    }

    @Test func aRestaurantTakingDineInOrdersGetsTheSheetOutOfTheSitemap() throws {
        let files = try Self.files(Self.content())
        #expect(
            files.keys.sorted() == [
                "sitemap.xml", "tables/T1.svg", "tables/index.html", "tables/patio-3.svg", "tables/table-sheet.css",
            ])
        #expect(!(files["sitemap.xml"] ?? "").contains("tables"))
        let page = try #require(files["tables/index.html"])
        #expect(page.contains(#"<meta name="robots" content="noindex">"#))
        #expect(page.contains(#"<link rel="stylesheet" href="table-sheet.css">"#))
        #expect(!page.contains("<script") && !page.contains("<nav") && !page.contains("style="))
        #expect(
            page.contains(#"<h2 id="table-T1">Table T1</h2>"#) && page.contains("<p class=\"card-seats\">2 seats</p>"))
        #expect(page.contains("<p class=\"card-seats\">1 seat</p>"))
        let url = "https://cafe.example/order/?table=patio-3"
        #expect(page.contains(#"<p class="card-url"><a href="\#(url)">\#(url)</a></p>"#))
        // The codes are drawn inline, the same drawing as each table's file.
        #expect(page.components(separatedBy: "<svg ").count == 3)
        let svg = try #require(files["tables/patio-3.svg"])
        #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"))
        #expect(page.contains(svg.dropLast()))
        #expect(svg.contains(#"aria-label="QR code to order at table patio-3: \#(url)""#))
        #expect((files["tables/table-sheet.css"] ?? "").contains("@media print"))
    }

    @Test func theOrderPagesAddressKeepsTheSitesFolder() throws {
        let sheet = try TableSheet(restaurant: Self.content(baseURL: "https://example.com/cafe/").restaurant)
        #expect(
            sheet.cards.map(\.url) == [
                "https://example.com/cafe/order/?table=T1", "https://example.com/cafe/order/?table=patio-3",
            ])
    }

    @Test func noDineInNoSheet() throws {
        #expect(try Self.files(Self.content(dineIn: false)).keys.sorted() == ["sitemap.xml"])
        var none = SampleContent.make()
        none.restaurant.tables = nil
        #expect(try Self.files(none).keys.sorted() == ["sitemap.xml"])
        #expect(TableSheetCheck.warnings(content: Self.content(dineIn: false, baseURL: "/"), contentDisplay: "C") == [])
    }

    @Test func withoutAnAbsoluteBaseURLTheBuildWarnsAndWritesNoSheet() throws {
        let content = Self.content(baseURL: "/")
        #expect(try Self.files(content).keys.sorted() == ["sitemap.xml"])
        let warnings = TableSheetCheck.warnings(content: content, contentDisplay: "Content")
        #expect(
            warnings.map(\.description) == [
                #"Content/restaurant.json:1:1: warning: no QR code sheet for the tables (tables/): the tables' QR codes need the site's absolute address, and "baseURL" is "/": set it to where the site lives, such as "https://example.com/""#
            ])
        var located = content
        located.tablesLocation = SourceLocation(path: "Content/restaurant.json", line: 70, column: 13)
        #expect(
            TableSheetCheck.warnings(content: located, contentDisplay: "Content").map(\.location) == [
                located.tablesLocation!
            ])
    }

    @Test func refusals() throws {
        var restaurant = Self.content().restaurant
        restaurant.tables?.list = []
        #expect(throws: TableSheet.Refusal.noTables) { try TableSheet(restaurant: restaurant) }
        restaurant.tables = nil
        #expect(throws: TableSheet.Refusal.noTables) { try TableSheet(restaurant: restaurant) }
        restaurant =
            Self.content(baseURL: "https://cafe.example/" + String(repeating: "a", count: 2_300) + "/")
            .restaurant
        #expect(throws: TableSheet.Refusal.self) { try TableSheet(restaurant: restaurant) }
        #expect(
            TableSheetCheck.warnings(content: Self.content(baseURL: restaurant.baseURL), contentDisplay: "C").count == 1
        )
    }

    @Test func theRestaurantsNameIsEscaped() throws {
        var content = Self.content()
        content.restaurant.name = #"Café <script>alert("x")</script> & Co"#
        let page = try #require(try Self.files(content)["tables/index.html"])
        #expect(!page.contains("<script"))
        #expect(page.contains("Café &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co"))
    }

    @Test func theCommandsFolderHoldsTheSameFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bistro-sheet-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sheet = try TableSheet(restaurant: Self.content().restaurant)
        let first = try TableSheetExport.write(sheet, into: folder.path + "/cards")
        #expect(first.paths == ["index.html", "table-sheet.css", "T1.svg", "patio-3.svg"] && first.written == 4)
        let site = try Self.files(Self.content())
        for path in first.paths {
            #expect(
                try String(contentsOf: folder.appendingPathComponent("cards/" + path), encoding: .utf8)
                    == site["tables/" + path])
        }
        #expect(try TableSheetExport.write(sheet, into: folder.path + "/cards").written == 0)
    }

    /// The sheet goes through the site's writer and manifest: stopping dine-in orders removes it at the next build.
    @Test func theSheetLeavesTheSiteWhenDineInStops() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bistro-tables-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content"), output = root.appendingPathComponent("Site")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        func restaurant(dineIn: Bool) throws {
            try Data(
                """
                {"name": "Café", "currency": "CAD", "baseURL": "https://cafe.example/",
                 "tables": {"list": [{"id": "T1", "seats": 2}], "dineIn": \(dineIn)}}
                """.utf8
            ).write(to: content.appendingPathComponent("restaurant.json"))
        }
        let builder = SiteBuilder(folders: .init(content: content.path, templates: nil, output: output.path))
        try restaurant(dineIn: true)
        let first = try builder.build()
        #expect(first.warnings.isEmpty)
        let sheet = ["index.html", "table-sheet.css", "T1.svg"].map { output.path + "/tables/" + $0 }
        #expect(sheet.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        try restaurant(dineIn: false)
        let second = try builder.build()
        #expect(second.files.removed == 3 && second.pages == first.pages)
        #expect(!FileManager.default.fileExists(atPath: output.path + "/tables"))
    }

    @Test func aPageMayNotTakeTheTablesFolder() {
        var content = SampleContent.make()
        content.pages[0].slug = "tables"
        #expect(throws: ContentError.self) { try SiteModel(content: content) }
    }
}
