import Foundation
import Testing

@testable import BistroSite
@testable import BistroTemplates

@Suite struct SiteBuilderTests {
    @Test func failedBuildLeavesTheOutputUntouched() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bistro-builder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content")
        let output = root.appendingPathComponent("Site")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data(#"{"name": "Café", "currency": "CAD"}"#.utf8).write(
            to: content.appendingPathComponent("restaurant.json"))
        let builder = SiteBuilder(folders: .init(content: content.path, templates: nil, output: output.path))
        let first = try builder.build()
        #expect(first.pages == 4)  // home, menu, order, 404.html
        let before = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        let home = try Data(contentsOf: output.appendingPathComponent("index.html"))

        try Data(#"{"name": "Café", "currency": "CAD", "price": }"#.utf8).write(
            to: content.appendingPathComponent("restaurant.json"))
        #expect(throws: SiteBuildError.self) { try builder.build() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == before)
        #expect(try Data(contentsOf: output.appendingPathComponent("index.html")) == home)
    }

    @Test func templateErrorsArePositioned() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bistro-templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("<p>\n{{#item}}{{/items}}\n".utf8).write(to: folder.appendingPathComponent("item.mustache"))
        try Data("{{> partials/missing}}\n".utf8).write(to: folder.appendingPathComponent("kit.mustache"))
        do {
            _ = try TemplateSet.load(directory: folder, displayDirectory: "T")
            Issue.record("expected template errors")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "T/item.mustache:2:13: error: template syntax: closing tag \"items\" does not match the open "
                        + "section \"item\" (opened at line 2)",
                    "T/kit.mustache:1:1: error: template \"partials/missing\" does not exist",
                ])
        }
    }

    @Test func defaultTemplateListMatchesTheResourcesFolder() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/BistroTemplates/Resources")
        let templates = TemplateSet.listFiles(resources.appendingPathComponent("Templates"))
        #expect(DefaultTemplates.files.map(\.path).sorted() == templates)
        let starter = TemplateSet.listFiles(resources.appendingPathComponent("Starter"))
        #expect(DefaultTemplates.starter.map(\.path).sorted() == starter)
        for file in DefaultTemplates.files {
            #expect(
                FileManager.default.contents(atPath: resources.appendingPathComponent("Templates/" + file.path).path)
                    == Data(file.bytes))
        }
    }

    @Test func collidingItemURLsAreReported() {
        var content = SampleContent.make()
        content.catalog.categories[0].items.append(
            .init(sku: "rc_burg_01", name: "Twin", price: SampleContent.money("1.00"), categoryID: "burgers"))
        #expect(throws: (any Error).self) { try SiteModel(content: content) }
    }
}

@Suite struct NoChangeBuildTests {
    @Test func unchangedInputSkipsRenderingButRestoresTouchedOutput() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bistro-nochange-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content"), output = root.appendingPathComponent("Site")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data(#"{"name": "Café", "currency": "CAD"}"#.utf8).write(
            to: content.appendingPathComponent("restaurant.json"))
        let builder = SiteBuilder(folders: .init(content: content.path, templates: nil, output: output.path))
        #expect(try builder.build().files.written > 0)
        let writer = SiteWriter(output: output)
        let fingerprint = BuildFingerprint.compute(folders: [content])
        #expect(writer.upToDate(fingerprint) == 4)  // home, menu, order, 404.html
        #expect(try builder.build().files.written == 0)

        // A deleted output file is noticed and written again.
        try FileManager.default.removeItem(at: output.appendingPathComponent("menu/index.html"))
        #expect(writer.upToDate(fingerprint) == nil)
        #expect(try builder.build().files.written == 1)

        // A content change changes the fingerprint.
        try Data(#"{"name": "Café Two", "currency": "CAD"}"#.utf8).write(
            to: content.appendingPathComponent("restaurant.json"))
        #expect(BuildFingerprint.compute(folders: [content]) != fingerprint)
        #expect(try builder.build().files.written > 0)
        #expect(
            try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8).contains("Café Two"))
    }
}
