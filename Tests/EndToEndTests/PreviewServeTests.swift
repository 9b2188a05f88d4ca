import Foundation
import Testing

/// `bistro serve --preview` on a copy of the demo, driven like a browser would: a page, the event stream,
/// an edit, a broken file and its fix. Every wait has a deadline; the server is always stopped.
@Suite(.serialized) struct PreviewServeTests {
    static let page = "/menu/burgers-n-wraps/rc-burg-01/"

    /// A copy of the demo's Content/ and Templates/, a production Site/ holding one file, and a $TMPDIR
    /// of its own (where the preview's temporary folder must come and go).
    struct Workspace {
        let root = BistroRunner.temporaryFolder()
        var content: URL { root.appendingPathComponent("Content") }
        var menu: URL { content.appendingPathComponent("menu.json") }
        var temporary: URL { root.appendingPathComponent("tmp") }
        var site: URL { root.appendingPathComponent("Site") }

        init() throws {
            let files = FileManager.default
            try files.copyItem(at: BistroRunner.packageRoot.appendingPathComponent("Content"), to: content)
            try files.copyItem(
                at: BistroRunner.packageRoot.appendingPathComponent("Templates").resolvingSymlinksInPath(),
                to: root.appendingPathComponent("Templates"))
            try files.createDirectory(at: temporary, withIntermediateDirectories: true)
            try files.createDirectory(at: site, withIntermediateDirectories: true)
            try Data("production".utf8).write(to: site.appendingPathComponent("index.html"))
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func editsReloadErrorsShowAndTheLastGoodSiteStays() throws {
        let work = try Workspace()
        defer { work.remove() }
        let original = try String(contentsOf: work.menu, encoding: .utf8)
        let server = try ServerProcess(
            ["serve", "--preview", "--listen", "127.0.0.1:0"], in: work.root,
            environment: ["TMPDIR": work.temporary.path])
        defer { server.stop() }
        let portText = try #require(
            server.waitForOutput(#"Previewing at http://127\.0\.0\.1:(\d+)/"#, within: 120), "\(server.stderr)")
        let port = try #require(Int(portText))

        let first = try HTTPProbe.get(port: port, path: Self.page)
        #expect(first.status == 200)
        #expect(first.text.contains("<h1>Royal Burger</h1>"))
        #expect(first.text.contains(#"<script src="/__bistro/preview.js" defer></script></head>"#))
        #expect(first.text.lowercased().contains("content-security-policy: default-src 'self'"))

        let events = try HTTPProbe(port: port, path: "/__bistro/events")
        #expect(events.read(within: 30) { $0.contains("event: ready") }, "\(events.text)")
        #expect(events.text.lowercased().contains("content-type: text/event-stream"))

        // An edit: the stream says reload, and the page has the new text.
        try original.replacingOccurrences(of: "\"Royal Burger\"", with: "\"Regal Burger\"").write(
            to: work.menu, atomically: false, encoding: .utf8)
        var seen = events.text.count
        #expect(events.read(within: 30) { $0.dropFirst(seen).contains("event: reload") }, "\(events.text)")
        #expect(try HTTPProbe.get(port: port, path: Self.page).text.contains("<h1>Regal Burger</h1>"))

        // A broken file: the stream carries its diagnostic, the terminal prints it, the old page stays.
        let broken = original.replacingOccurrences(of: "\"Royal Burger\",", with: "\"Regal Burger\" oops,")
        try broken.write(to: work.menu, atomically: false, encoding: .utf8)
        let line =
            broken.prefix(upTo: try #require(broken.range(of: "oops")).lowerBound).filter { $0 == "\n" }.count + 1
        seen = events.text.count
        let diagnostic = #"event: diagnostics\n(data: .*\n)*data: Content/menu\.json:\#(line):\d+: error: \S"#
        #expect(
            events.read(within: 30) {
                String($0.dropFirst(seen)).range(of: diagnostic, options: .regularExpression) != nil
            },
            "\(events.text)")
        let stale = try HTTPProbe.get(port: port, path: Self.page)
        #expect(stale.status == 200)
        #expect(stale.text.contains("<h1>Regal Burger</h1>"))

        // A second page opened now learns of the errors at once.
        let late = try HTTPProbe(port: port, path: "/__bistro/events")
        #expect(late.read(within: 30) { $0.contains("event: diagnostics") }, "\(late.text)")

        // The fix: reload, and a page connecting afterwards is told all is well (no overlay).
        try original.write(to: work.menu, atomically: false, encoding: .utf8)
        seen = events.text.count
        #expect(events.read(within: 30) { $0.dropFirst(seen).contains("event: reload") }, "\(events.text)")
        let fixed = try HTTPProbe(port: port, path: "/__bistro/events")
        #expect(fixed.read(within: 30) { $0.contains("event: ready") || $0.contains("event: diagnostics") })
        #expect(!fixed.text.contains("event: diagnostics"))
        #expect(try HTTPProbe.get(port: port, path: Self.page).text.contains("<h1>Royal Burger</h1>"))

        // SIGTERM: a clean exit although pages still listen, the temporary site removed, Site/ untouched.
        #expect(server.stop() == 0, "\(server.stderr)")
        #expect(
            server.stderr.range(of: #"Content/menu\.json:\#(line):\d+: error: "#, options: .regularExpression) != nil,
            "\(server.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.temporary.path) == [])
        #expect(BistroRunner.snapshot(work.site) == ["index.html": Data("production".utf8)])
    }

    @Test func servesABuiltSiteAsItIs() throws {
        let work = try Workspace()
        defer { work.remove() }
        let server = try ServerProcess(["serve", "--listen", "127.0.0.1:0"], in: work.root)
        defer { server.stop() }
        let port = try #require(
            server.waitForOutput(#"Serving Site at http://127\.0\.0\.1:(\d+)/"#, within: 60).flatMap { Int($0) },
            "\(server.stderr)")
        let home = try HTTPProbe.get(port: port, path: "/")
        #expect(home.status == 200)
        #expect(home.text.hasSuffix("\r\n\r\nproduction"))
        #expect(!home.text.contains("__bistro"))
        #expect(try HTTPProbe.get(port: port, path: "/__bistro/events").status == 404)
        #expect(server.stop() == 0)
    }

    @Test func refusesABadAddressAndAMissingSite() throws {
        let work = try Workspace()
        defer { work.remove() }
        let bad = try BistroRunner.run(["serve", "--listen", "localhost"], in: work.root)
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("--listen must be host:port"))
        let missing = try BistroRunner.run(["serve", "--output", "Nowhere", "--listen", "127.0.0.1:0"], in: work.root)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("Nowhere: no such folder"))
    }
}
