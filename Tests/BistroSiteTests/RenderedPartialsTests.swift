import Foundation
import Testing

@testable import BistroContent
@testable import BistroSite
@testable import BistroTemplates

/// `{{{rendered.NAME}}}` reuses a partial's output across pages only when it reads nothing but `site`
/// and `nav`; these tests render several pages with one renderer (sharing the cache) and check that each
/// page still gets its own navigation state and its own page values.
@Suite struct RenderedPartialsTests {
    /// A renderer over the defaults overlaid by `partials` (name → template text) in a temporary folder.
    func renderer(_ files: [String: String]) throws -> PageRenderer {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bistro-rendered-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let templates = try TemplateSet.load(directory: folder, displayDirectory: "T")
        return PageRenderer(model: try SiteModel(content: SampleContent.make()), templates: templates)
    }

    @Test func sharedChromeFollowsTheNavigationStateOfEachPage() throws {
        let renderer = try renderer([:])
        let kits = renderer.render(.kits)
        let item = renderer.render(.item(category: 0, item: 0))
        let kitsAgain = renderer.render(.kits)
        #expect(kits.contains("<a href=\"/kits/\" aria-current=\"page\">Meal kits</a>"))
        #expect(!item.contains("aria-current=\"page\">Meal kits"))
        #expect(item.contains("<a href=\"/menu/\" class=\"in-section\">Menu</a>"))
        #expect(kitsAgain == kits)
        #expect(item.contains("<footer class=\"site-footer\">"))
    }

    @Test func aPartialThatReadsPageValuesIsRenderedForEachPage() throws {
        let renderer = try renderer([
            "partials/footer.mustache": "<footer>{{site.name}}: {{page.title}}</footer>\n"
        ])
        let first = renderer.render(.item(category: 0, item: 0))
        let second = renderer.render(.item(category: 1, item: 0))
        let title = { (html: String) in
            html.components(separatedBy: "<title>")[1].components(separatedBy: "</title>")[0]
        }
        #expect(title(first) != title(second))
        #expect(first.contains("<footer>Test Café: \(title(first))</footer>"))
        #expect(second.contains("<footer>Test Café: \(title(second))</footer>"))
    }

    @Test func anUnknownPartialRendersNothing() throws {
        let renderer = try renderer(["layout.mustache": "[{{{rendered.nothing-here}}}]{{$main}}{{/main}}\n"])
        #expect(renderer.render(.kits).hasPrefix("[]"))
    }

    /// Inside an item section `rendered.NAME` sees the item; an output that read only the item and `site`
    /// is shared by the menu, category and item pages, one that read page values is rendered per page.
    @Test func anItemsRenderedPartialSeesTheItemAndItsPage() throws {
        let renderer = try renderer([
            "partials/badges.mustache": "[{{sku}}]",
            "partials/item-card.mustache": "<card>{{{rendered.badges}}}|{{{rendered.stamp}}}</card>\n",
            "partials/stamp.mustache": "{{name}} on {{page.kind}}",
        ])
        let model = renderer.model
        let item = model.categories[0].items[0]
        let category = renderer.render(.category(0))
        let menu = renderer.render(.menu)
        let page = renderer.render(.item(category: 0, item: 0))
        #expect(category.contains("<card>[\(item.sku)]|\(item.name) on category</card>"))
        #expect(menu.contains("[\(item.sku)]"))
        #expect(page.contains("[\(item.sku)]"))
        #expect(renderer.render(.home).contains("|\(model.featured[0].name) on home</card>"))
    }

    @Test func chromeRenderedInsideAnItemSectionIsThePagesOwn() throws {
        let renderer = try renderer(["item.mustache": "{{#item}}<x>{{{rendered.footer}}}</x>{{/item}}\n"])
        let footer = renderer.render(.kits).components(separatedBy: "<footer").dropFirst().first.map { "<footer" + $0 }
        let page = renderer.render(.item(category: 0, item: 0))
        #expect(page.contains("<x><footer"))
        #expect(page.contains(try #require(footer).components(separatedBy: "</footer>")[0]))
    }
}
