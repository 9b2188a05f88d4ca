import Foundation
import Testing

/// `--strict` on `check`, `build` and `serve --preview`: the warnings of content and templates are errors,
/// the exit status is 1 and a build writes nothing; a template's syntax error hides none of the others.
@Suite struct StrictTests {
    /// A new restaurant whose item page misspells a name: a warning, an error with `--strict`.
    static func misspeltRestaurant() throws -> (folder: URL, cafe: URL) {
        let (folder, cafe) = try SiteWarningsTests.newRestaurant()
        let item = cafe.appendingPathComponent("Templates/item.mustache")
        let text = try String(contentsOf: item, encoding: .utf8)
        #expect(text.contains("{{site.root}}menu/"))
        try text.replacingOccurrences(of: "{{site.root}}menu/", with: "{{site.rot}}menu/").write(
            to: item, atomically: true, encoding: .utf8)
        return (folder, cafe)
    }

    static let misspelt =
        #"Templates/item.mustache:4:60: %@: no page has a value named "site.rot" (did you mean site.root?)"#

    @Test func checkAndBuildFailOnWarningsAndTheBuildWritesNothing() throws {
        let (folder, cafe) = try Self.misspeltRestaurant()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lenient = try BistroRunner.run(["check"], in: cafe)
        #expect(lenient.status == 0)
        // `bistro new`'s restaurant sets no mail transport: `check` says so too, a warning even with --strict
        // (it is the set-up of step 4 of the walkthrough, not a mistake in the content).
        let warnings = lenient.stderr.split(separator: "\n").map(String.init)
        #expect(warnings.count == 2, "\(lenient.stderr)")
        #expect(warnings.contains(String(format: Self.misspelt, "warning")))
        #expect(
            warnings.contains {
                $0.hasPrefix("Content/restaurant.json:1:1: warning: the site takes orders but no mail transport is set")
            })

        let check = try BistroRunner.run(["check", "--strict"], in: cafe)
        #expect(check.status == 1)
        #expect(check.stderr == String(format: Self.misspelt, "error") + "\n")
        #expect(!check.stdout.contains("ok"))

        let build = try BistroRunner.run(["build", "--strict"], in: cafe)
        #expect(build.status == 1)
        #expect(build.stderr == String(format: Self.misspelt, "error") + "\n")
        #expect(!FileManager.default.fileExists(atPath: cafe.appendingPathComponent("Site").path))

        // A lenient build publishes; a strict one after it, with nothing changed, still fails (it is not
        // skipped as "up to date") and leaves the site as it was.
        #expect(try BistroRunner.run(["build"], in: cafe).status == 0)
        let site = cafe.appendingPathComponent("Site")
        let before = BistroRunner.snapshot(site)
        let again = try BistroRunner.run(["build", "--strict"], in: cafe)
        #expect(again.status == 1)
        #expect(again.stderr == String(format: Self.misspelt, "error") + "\n")
        #expect(BistroRunner.snapshot(site) == before)

        // Fixed, it builds strictly.
        let item = cafe.appendingPathComponent("Templates/item.mustache")
        try String(contentsOf: item, encoding: .utf8).replacingOccurrences(of: "site.rot", with: "site.root").write(
            to: item, atomically: true, encoding: .utf8)
        let fixed = try BistroRunner.run(["build", "--strict"], in: cafe)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(fixed.stderr == "")
    }

    /// A section closed with the wrong name says which section is open and where; the other templates'
    /// problems are reported with it, not after it is fixed.
    @Test func aSectionMismatchNamesTheOpenSectionAndHidesNothing() throws {
        let (folder, cafe) = try Self.misspeltRestaurant()
        defer { try? FileManager.default.removeItem(at: folder) }
        let home = cafe.appendingPathComponent("Templates/home.mustache")
        let text = try String(contentsOf: home, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let open = try #require(lines.firstIndex(of: "{{#featured}}"))
        let close = try #require(lines.firstIndex(of: "{{/featured}}"))
        try text.replacingOccurrences(of: "{{/featured}}", with: "{{/feature}}").write(
            to: home, atomically: true, encoding: .utf8)
        let check = try BistroRunner.run(["check"], in: cafe)
        #expect(check.status == 1)
        #expect(
            check.stderr == """
                Templates/home.mustache:\(close + 1):4: error: template syntax: closing tag "feature" does not match \
                the open section "featured" (opened at line \(open + 1))
                \(String(format: Self.misspelt, "warning"))

                """)
    }

    /// `serve --preview --strict` fails a build that has warnings, as it fails one with errors; `--strict`
    /// without `--preview` is a mistyped command.
    @Test func thePreviewFailsOnWarnings() throws {
        let (folder, cafe) = try Self.misspeltRestaurant()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServerProcess(["serve", "--preview", "--strict", "--listen", "127.0.0.1:0"], in: cafe)
        defer { server.stop() }
        #expect(server.waitForOutput("Build 1 failed", within: 120) != nil, "\(server.stdout)\(server.stderr)")
        // The error goes to standard error, read on its own: it may arrive after the line on standard output.
        #expect(
            server.waitForError(String(format: Self.misspelt, "error"), within: 30), "\(server.stderr)")

        let served = try BistroRunner.run(["serve", "--strict"], in: cafe)
        #expect(served.status == 64)
        #expect(served.stderr.contains("--strict checks the builds of --preview"))
    }
}
