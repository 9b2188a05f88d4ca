import Foundation
import Testing

@testable import BistroSite
@testable import BistroTemplates

/// Names in the owner's templates that no page has are warned about, where they are written.
@Suite struct PageTemplateNamesTests {
    /// The warnings for a templates folder holding `files` (path → text), shown as `T/…`.
    static func warnings(_ files: [String: String]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bistro-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return PageTemplateNames.warnings(try TemplateSet.load(directory: folder, displayDirectory: "T")).map(
            \.description)
    }

    @Test func aMisspeltNameIsWarnedAtItsPositionWithTheNameMeant() throws {
        #expect(
            try Self.warnings([
                "item.mustache": """
                {{<layout}}{{$main}}
                {{#item}}
                <h1>{{nmae}}</h1>
                <p>{{price}} {{ site.nmae }} {{{rendered.badgs}}} {{uppercased(categroyName)}}</p>
                {{/item}}
                <p>{{item.prcie}} {{#item.imgae}}{{src}}{{/item.imgae}} {{zzzzzz}}</p>
                {{/main}}{{/layout}}
                """
            ]) == [
                #"T/item.mustache:3:7: warning: no page has a value named "nmae" (did you mean name?)"#,
                #"T/item.mustache:4:17: warning: no page has a value named "site.nmae" (did you mean site.name?)"#,
                #"T/item.mustache:4:33: warning: no page has a value named "rendered.badgs" (did you mean rendered.badges?)"#,
                #"T/item.mustache:4:64: warning: no page has a value named "categroyName" (did you mean categoryName?)"#,
                #"T/item.mustache:6:6: warning: no page has a value named "item.prcie" (did you mean item.price?)"#,
                #"T/item.mustache:6:22: warning: no page has a value named "item.imgae" (did you mean item.image?)"#,
                #"T/item.mustache:6:36: warning: no page has a value named "src""#,
                #"T/item.mustache:6:59: warning: no page has a value named "zzzzzz""#,
            ])
    }

    /// Inside `{{#items}}` a name is the item's, then the category's, then the page's, as Mustache looks it up;
    /// the same name outside the section is not the page's.
    @Test func namesInsideASectionResolveOnItsValueThenOutward() throws {
        #expect(
            try Self.warnings([
                "menu.mustache": """
                {{#categories}}<h2>{{name}} ({{itemCount}})</h2>{{#items}}{{name}} {{price}} {{itemCount}} {{site.name}}\
                {{#diets}}{{label}}{{name}}{{/diets}}{{index()}}{{/items}}{{^items}}{{price}}{{/items}}{{/categories}}
                {{price}}{{#site.hours}}{{day}}{{#ranges}}{{opens}}{{day}}{{/ranges}}{{/site.hours}}
                """
            ]) == [
                #"T/menu.mustache:1:175: warning: no page has a value named "price""#,
                #"T/menu.mustache:2:3: warning: no page has a value named "price""#,
            ])
    }

    /// The owner's partials are known: as `{{> name}}`, through `rendered`, and their own names are
    /// checked where they are included from (an item card inside `{{#items}}` knows the item).
    @Test func theOwnersPartialsAreKnownAndCheckedWhereTheyAreUsed() throws {
        #expect(
            try Self.warnings([
                "menu.mustache":
                    "{{#categories}}{{#items}}{{> partials/card}}{{{rendered.price-tag}}}{{/items}}{{/categories}}{{{rendered.promo}}}",
                "partials/card.mustache": "<b>{{name}}</b>{{> partials/card-extra}}",
                "partials/card-extra.mustache": "{{#hasCalories}}{{calories}}{{/hasCalories}} {{nmae}}",
                "partials/price-tag.mustache": "{{price}} {{site.currency}}",
                "partials/promo.mustache": "{{site.name}} {{price}}",
                "partials/unused.mustache": "{{site.tagline}} {{site.tagine}}",
            ]) == [
                #"T/partials/card-extra.mustache:1:48: warning: no page has a value named "nmae" (did you mean name?)"#,
                #"T/partials/promo.mustache:1:17: warning: no page has a value named "price""#,
                #"T/partials/unused.mustache:1:20: warning: no page has a value named "site.tagine" (did you mean site.tagline?)"#,
            ])
    }

    /// A partial including itself, comments, set delimiters and inheritance blocks don't trip the check.
    @Test func unusualTemplatesAreWalkedSafely() throws {
        #expect(
            try Self.warnings([
                "partials/tree.mustache": "{{#categories}}{{> partials/tree}}{{name}}{{/categories}}{{! {{nmae}} }}",
                "page.mustache":
                    "{{<layout}}{{$main}}{{=<% %>=}}<%content.title%><%content.titel%><%={{ }}=%>{{/main}}{{/layout}}",
            ]) == [
                #"T/page.mustache:1:51: warning: no page has a value named "content.titel" (did you mean content.title?)"#
            ])
    }

    /// Bistro's own templates use only names pages have.
    @Test func theDefaultTemplatesUseOnlyKnownNames() throws {
        #expect(PageTemplateNames.check.warnings(try TemplateSet.defaults(), builtIn: true).map(\.description) == [])
    }

    /// The top-level names are exactly what a page context answers.
    @Test func theRootNamesArePageContextNames() {
        #expect(Set(PageTemplateNames.root.children.keys) == PageContext.names)
    }
}
