import Foundation
import Testing

/// Issue 27, ordering from the table: the demo's built site has `tables/` with a QR code per table, and each
/// code (the table's SVG file and the one drawn on its card) reads back as exactly the order page's address for
/// that table: Debian's rsvg-convert draws it as a PNG and zbarimg decodes it (scripts/install-deps.sh installs
/// both; zbarimg reads no SVG itself). `bistro tables qr` writes the same files; without an absolute baseURL
/// the build warns at `tables` and publishes no sheet, and the command fails.
@Suite struct TableQRCodeTests {
    /// rsvg-convert and zbarimg, from PATH; nil when either is missing.
    static let tools: (rasteriser: String, reader: String)? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        func find(_ name: String) -> String? {
            (folders + ["/usr/bin"]).map { $0 + "/" + name }.first(where: FileManager.default.isExecutableFile)
        }
        guard let rasteriser = find("rsvg-convert"), let reader = find("zbarimg") else { return nil }
        return (rasteriser, reader)
    }()
    /// On CI a missing tool fails the test instead of skipping it.
    static let runs = tools != nil || ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } == true

    static let demoTables = ["T1", "T2", "T3", "T4"]

    /// What a phone's reader gets from `svg`: rasterised at 8 pixels a module, then decoded.
    static func decode(_ svg: String, in folder: URL) throws -> String {
        let tools = try #require(Self.tools, "rsvg-convert or zbarimg is missing: run scripts/install-deps.sh")
        let name = UUID().uuidString
        let source = folder.appendingPathComponent(name + ".svg"), png = folder.appendingPathComponent(name + ".png")
        try Data(svg.utf8).write(to: source)
        let drawn = try RunningChild(
            URL(fileURLWithPath: tools.rasteriser), ["--zoom", "8", "--output", png.path, source.path], in: folder
        ).wait()
        try #require(drawn.status == 0, "rsvg-convert: \(drawn.stderr)")
        let read = try RunningChild(URL(fileURLWithPath: tools.reader), ["--raw", "-q", png.path], in: folder).wait()
        try #require(read.status == 0, "zbarimg found no code: \(read.stderr)")
        return read.stdout.trimmingCharacters(in: .newlines)
    }

    @Test(.enabled(if: runs, "rsvg-convert or zbarimg not installed (scripts/install-deps.sh)"))
    func everyTablesCodeReadsBackAsItsOrderPage() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Site")
        let build = try BistroRunner.run(["build", "--output", site.path])
        #expect(build.status == 0 && build.stderr.isEmpty, "\(build.stderr)")
        let files = BistroRunner.snapshot(site).mapValues { String(decoding: $0, as: UTF8.self) }
        let sheet = try #require(files["tables/index.html"])
        let drawings = sheet.matches(of: /<svg [^>]*>.*?<\/svg>/).map { String($0.0) }
        #expect(drawings.count == Self.demoTables.count)
        for (table, drawing) in zip(Self.demoTables, drawings) {
            let url = "https://royalcafe.example/order/?table=\(table)"
            let file = try #require(files["tables/\(table).svg"])
            #expect(try Self.decode(file, in: folder) == url, "tables/\(table).svg")
            #expect(try Self.decode(drawing, in: folder) == url, "the card of \(table)")
            #expect(sheet.contains("<h2 id=\"table-\(table)\">Table \(table)</h2>"))
        }
        // Linked from no page, not in the sitemap, kept from search engines.
        #expect(sheet.contains(#"<meta name="robots" content="noindex">"#))
        for (path, text) in files where path.hasSuffix(".html") || path.hasSuffix(".xml") {
            #expect(!text.contains("/tables/") && !text.contains("tables/index.html"), "\(path) names the sheet")
        }

        // The command writes the same files, wherever it is told.
        let cards = folder.appendingPathComponent("cards")
        let command = try BistroRunner.run(["tables", "qr", "--output", cards.path])
        #expect(command.status == 0, "\(command.stderr)")
        #expect(
            command.stdout
                == "Wrote the QR codes of 4 tables and their sheet into \(cards.path)/ (6 written, 0 unchanged)\n")
        let written = BistroRunner.snapshot(cards).mapValues { String(decoding: $0, as: UTF8.self) }
        #expect(
            written
                == files.filter { $0.key.hasPrefix("tables/") }.reduce(into: [:]) {
                    $0[String($1.key.dropFirst(7))] = $1.value
                })
    }

    @Test func withoutAnAbsoluteBaseURLThereIsNoSheet() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try OrderPageTests.content(in: folder) { $0["baseURL"] = nil }
        let restaurant = try String(contentsOfFile: content + "/restaurant.json", encoding: .utf8)
        let lines = restaurant.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains(#""tables" : {"#) }) + 1
        let column = try #require(lines[line - 1].firstIndex(of: "{")).utf16Offset(in: lines[line - 1]) + 1
        let site = folder.appendingPathComponent("Site").path
        let build = try BistroRunner.run(["build", "--content", content, "--output", site])
        #expect(build.status == 0)
        #expect(
            build.stderr == """
                \(content)/restaurant.json:\(line):\(column): warning: no QR code sheet for the tables (tables/): \
                the tables' QR codes need the site's absolute address, and "baseURL" is "/": set it to where the \
                site lives, such as "https://example.com/"

                """)
        #expect(!FileManager.default.fileExists(atPath: site + "/tables"))
        let command = try BistroRunner.run(["tables", "qr", "--content", content, "--output", folder.path + "/cards"])
        #expect(command.status == 1)
        #expect(command.stderr.hasPrefix("bistro: error: no QR codes written: the tables' QR codes need"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/cards"))
    }

    /// The owner may print the codes before dine-in orders start: written, with a warning.
    @Test func theCommandWarnsWhenDineInIsOff() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try OrderPageTests.content(in: folder) { restaurant in
            var tables = restaurant["tables"] as! [String: Any]
            tables["dineIn"] = false
            restaurant["tables"] = tables
        }
        let cards = folder.appendingPathComponent("cards").path
        let command = try BistroRunner.run(["tables", "qr", "--content", content, "--output", cards])
        #expect(command.status == 0 && command.stdout.hasPrefix("Wrote the QR codes of 4 tables"))
        #expect(command.stderr.contains(#"warning: "tables.dineIn" is not true: the order page takes no order"#))
        #expect(FileManager.default.fileExists(atPath: cards + "/T4.svg"))
        let site = folder.appendingPathComponent("Site").path
        #expect(try BistroRunner.run(["build", "--quiet", "--content", content, "--output", site]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: site + "/tables"), "the site publishes it with dine-in only")
    }
}
